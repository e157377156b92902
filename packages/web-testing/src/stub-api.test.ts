import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError, refuse, reply, stubApi } from './stub-api';

const getJson = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as unknown, response };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('stubApi', () => {
  it('answers each route by method and path, a plain value as a 200 JSON body', async () => {
    stubApi({
      'GET /api/cars': [{ carModel: 'Axio' }],
      'POST /api/cars': reply(201, { created: true }),
    });

    const list = await getJson('/api/cars');
    expect(list.status).toBe(200);
    expect(list.response.headers.get('Content-Type')).toContain('application/json');
    expect(list.body).toEqual([{ carModel: 'Axio' }]);
    expect(await getJson('/api/cars', { method: 'POST', body: '{}' })).toMatchObject({
      status: 201,
      body: { created: true },
    });
  });

  it("answers a refusal as the API does: the status and its name, then the refusal's own fields", async () => {
    stubApi({
      'POST /api/bookings': refuse(409, { code: 'booking.overlap', message: 'Already booked' }),
    });
    const refused = await getJson('/api/bookings', { method: 'POST', body: '{}' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'booking.overlap',
      message: 'Already booked',
    });
  });

  it('matches the path without its query string and hands the query to the handler', async () => {
    stubApi({
      'GET /api/cars': ({ query }) => ({ q: query.get('q'), sort: query.get('sort') }),
    });
    expect((await getJson('/api/cars?q=honda&sort=priceAsc')).body).toEqual({
      q: 'honda',
      sort: 'priceAsc',
    });
  });

  it('matches :param segments, decoded, each standing for one whole segment', async () => {
    const api = stubApi({
      'GET /api/cars/:email': ({ params }) => params,
      'PUT /api/bookings/:id/dates': ({ params }) => params,
    });
    expect((await getJson('/api/cars/owner%40example.com')).body).toEqual({
      email: 'owner@example.com',
    });
    expect((await getJson('/api/bookings/b-1/dates', { method: 'PUT' })).body).toEqual({
      id: 'b-1',
    });
    await expect(fetch('/api/cars/a/b')).rejects.toThrow('unexpected call GET /api/cars/a/b');
    await expect(fetch('/api/cars/')).rejects.toThrow('unexpected call GET /api/cars/;');
    expect(api.calls.map((call) => call.route)).toEqual([
      'GET /api/cars/:email',
      'PUT /api/bookings/:id/dates',
      null,
      null,
    ]);
    expect(api.takeUnexpectedCalls()).toHaveLength(2);
  });

  it('records every call with its method, path and parsed JSON body', async () => {
    const api = stubApi({ 'POST /api/contact': reply(201, { message: 'Thanks' }) });
    await fetch('/api/contact', {
      method: 'post',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Rahim' }),
    });
    expect(api.callsTo('POST /api/contact')).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/contact', body: { name: 'Rahim' } }),
    ]);
    expect(api.callsTo('POST /api/contact')[0]!.headers.get('content-type')).toBe(
      'application/json',
    );
  });

  it('sends a status with a non-JSON body as text when a Content-Type says so', async () => {
    stubApi({
      'GET /api/cars': reply(502, '<html>Bad Gateway</html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    const response = await fetch('/api/cars');
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('<html>Bad Gateway</html>');
  });

  it('answers with headers, e.g. the total of a paged list', async () => {
    stubApi({ 'GET /api/cars': reply(200, [], { headers: { 'X-Total-Count': '42' } }) });
    expect((await fetch('/api/cars')).headers.get('X-Total-Count')).toBe('42');
  });

  it('fails a call as the network does', async () => {
    stubApi({ 'GET /api/cars': networkError() });
    await expect(fetch('/api/cars')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('answers after a delay, on the timers the test runs', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /api/cars': reply(200, ['late'], { delay: 1000 }) });
    let settled = false;
    const answer = fetch('/api/cars').finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answer).json()).toEqual(['late']);
  });

  it('rejects a delayed call with an AbortError when its caller aborts it', async () => {
    stubApi({ 'GET /api/cars': reply(200, [], { delay: 10_000 }) });
    const controller = new AbortController();
    const answer = fetch('/api/cars', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('lets a handler wait, count calls and answer differently each time', async () => {
    let calls = 0;
    stubApi({
      'GET /api/cars': () => (++calls === 1 ? networkError() : Promise.resolve(['second'])),
    });
    await expect(fetch('/api/cars')).rejects.toThrow('Failed to fetch');
    expect((await getJson('/api/cars')).body).toEqual(['second']);
  });

  it('adds and replaces routes with on()', async () => {
    const api = stubApi({ 'GET /api/cars': ['first'] });
    api.on({ 'GET /api/cars': ['replaced'], 'GET /api/allCars': ['added'] });
    expect((await getJson('/api/cars')).body).toEqual(['replaced']);
    expect((await getJson('/api/allCars')).body).toEqual(['added']);
  });

  it('refuses a call no route matches, naming its method and path (with the query)', async () => {
    const api = stubApi({ 'GET /api/cars': [] });
    const refusal =
      'stubApi: unexpected call DELETE /api/cars?q=x; no route answers it (routes: GET /api/cars).';
    await expect(fetch('/api/cars?q=x', { method: 'DELETE' })).rejects.toThrow(refusal);
    await expect(fetch('http://elsewhere.example/api/cars')).rejects.toThrow(
      'unexpected call GET http://elsewhere.example/api/cars',
    );
    expect(api.takeUnexpectedCalls()).toEqual([refusal, expect.stringContaining('elsewhere')]);
  });

  // Such a call fails the test that made it when the test ends, even when the page under test
  // swallowed the refusal (as a loader that turns every failure into a message does).
  it.fails(
    'fails the test after an unexpected call, even one whose error was swallowed',
    async () => {
      stubApi({ 'GET /api/cars': [] });
      await fetch('/api/bookings').catch(() => undefined);
    },
  );

  it.fails(
    'fails the test when a handler throws, instead of passing it off as a network error',
    async () => {
      stubApi({
        'GET /api/cars': () => {
          throw new Error('a bug in the test');
        },
      });
      await fetch('/api/cars').catch(() => undefined);
    },
  );

  it('refuses what is not a route key, such as a body passed the old way', () => {
    expect(() => stubApi({ carModel: 'Axio' } as never)).toThrow(
      'stubApi: "carModel" is not a route key',
    );
    expect(() => stubApi({ 'GET /api/cars?q=x': [] })).toThrow('has a query string');
  });

  it('is set up once per test', () => {
    stubApi();
    expect(() => stubApi()).toThrow('already stubbed');
  });

  it('puts the original fetch back after the test', () => {
    expect(String(fetch)).not.toContain('stubFetch');
    expect(vi.isMockFunction(fetch)).toBe(false);
  });
});
