// The rate limits over HTTP, each app with its own limits (in memory; the Redis-backed ones are
// in rate-limits.redis.test.ts). The apps trust 127.0.0.1 as a proxy, so X-Forwarded-For plays
// the visitors' addresses, as nginx sets it in production.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { craftIdToken, signedInUser, signUpUser } from '../testing/auth-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limit-rules.js';
import {
  expectTooManyRequests,
  limitsWith,
  perMinutes,
  type StrictLimits,
} from './rate-limits.testing.js';

const started: TestApp[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function apiWith(strict: StrictLimits): Promise<TestApp> {
  const api = await startTestApp({
    seedDemoData: false,
    trustProxy: 'loopback',
    rateLimits: limitsWith(strict),
  });
  started.push(api);
  return api;
}

const from = (address: string, cookie?: string) => ({
  'x-forwarded-for': address,
  ...(cookie ? { cookie } : {}),
});

/** An ID token naming `uid` that Firebase refuses (expired): a failed sign-in for that account. */
function expiredTokenOf(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  return craftIdToken({
    sub: uid,
    user_id: uid,
    iat: now - 7200,
    auth_time: now - 7200,
    exp: now - 3600,
  });
}

describe('sign-in (POST /api/jwt)', () => {
  it('allows an account 3 sign-ins in 15 minutes, then 429 with Retry-After from any address; another account at the same address still signs in', async () => {
    const api = await apiWith({ signIn: { perUser: perMinutes(3, 15) } });
    const [target, neighbour] = await Promise.all([signUpUser(), signUpUser()]);
    const address = '203.0.113.10';
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await api.post('/api/jwt', { idToken: target.idToken }, from(address));
      expect(response.status).toBe(200);
    }

    const refused = await api.post('/api/jwt', { idToken: target.idToken }, from(address));
    const { retryAfter, message } = await expectTooManyRequests(refused);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(refused.headers.getSetCookie()).toEqual([]);
    await expectTooManyRequests(
      await api.post('/api/jwt', { idToken: target.idToken }, from('198.51.100.20')),
    );

    const neighbours = await api.post('/api/jwt', { idToken: neighbour.idToken }, from(address));
    expect(neighbours.status).toBe(200);
  });

  it("does not count refused tokens naming an account against it: a stranger cannot hold someone's sign-in off", async () => {
    const api = await apiWith({ signIn: { perUser: perMinutes(2, 15) } });
    const target = await signUpUser();
    for (let attempt = 0; attempt < 5; attempt++) {
      const forged = await api.post(
        '/api/jwt',
        { idToken: expiredTokenOf(target.uid) },
        from(`198.51.100.${30 + attempt}`),
      );
      expect(forged.status).toBe(401);
    }
    expect((await api.post('/api/jwt', { idToken: target.idToken })).status).toBe(200);
    expect((await api.post('/api/jwt', { idToken: target.idToken })).status).toBe(200);
    await expectTooManyRequests(await api.post('/api/jwt', { idToken: target.idToken }));
  });

  it('allows an address 5 refused exchanges a minute, then 429; valid exchanges from it still sign in; other addresses are not affected', async () => {
    const api = await apiWith({ signIn: { perIp: perMinutes(5, 1) } });
    const user = await signUpUser();
    for (const body of [{}, { idToken: 'not-a-token' }, {}, { idToken: 'a.b.c' }, {}]) {
      const response = await api.post('/api/jwt', body, from('203.0.113.11'));
      expect(response.status).toBe(401);
    }
    const { retryAfter, message } = await expectTooManyRequests(
      await api.post('/api/jwt', { idToken: expiredTokenOf(user.uid) }, from('203.0.113.11')),
    );
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);

    // One person's forged tokens do not lock out the neighbourhood behind the same address.
    expect(
      (await api.post('/api/jwt', { idToken: user.idToken }, from('203.0.113.11'))).status,
    ).toBe(200);
    expect((await api.post('/api/jwt', {}, from('203.0.113.12'))).status).toBe(401);
  });

  describe('with the default limits', () => {
    let api: TestApp;
    beforeAll(async () => {
      api = await startTestApp({
        seedDemoData: false,
        trustProxy: 'loopback',
        rateLimits: { ...DEFAULT_RATE_LIMITS, redisKeyPrefix: 'unused' },
      });
    });
    afterAll(() => api?.close());

    it('lets one account exchange a valid token 100 times in a row (five devices signing in and out all day)', async () => {
      const person = await signUpUser();
      const statuses: number[] = [];
      for (let exchange = 0; exchange < 100; exchange++)
        statuses.push(
          (await api.post('/api/jwt', { idToken: person.idToken }, from(`100.64.0.${exchange}`)))
            .status,
        );
      expect(statuses).toEqual(Array.from({ length: 100 }, () => 200));
    });

    it('lets 160 people behind one carrier address sign in within a minute', async () => {
      const crowd: { idToken: string }[] = [];
      // Signed up a few at a time: the Auth emulator is one process.
      for (let batch = 0; batch < 8; batch++)
        crowd.push(...(await Promise.all(Array.from({ length: 20 }, () => signUpUser()))));
      const started = Date.now();
      const answers = await Promise.all(
        crowd.map((person) =>
          api.post('/api/jwt', { idToken: person.idToken }, from('103.230.104.1')),
        ),
      );
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 200));
    });
  });
});

describe('bookings (POST /api/bookings, PATCH /api/bookings/:id)', () => {
  it('counts both routes per user, checked before the body: the 4th attempt is 429; another user is not affected', async () => {
    const api = await apiWith({ bookings: { perUser: perMinutes(3, 10) } });
    const [busy, other] = await Promise.all([signedInUser(api), signedInUser(api)]);
    const attempts = [
      () => api.post('/api/bookings', {}, from('203.0.113.20', busy.cookie)),
      () =>
        api.fetch('/api/bookings/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...from('203.0.113.21', busy.cookie) },
          body: JSON.stringify({ status: 'Canceled' }),
        }),
      () => api.post('/api/bookings', { carId: 'nope' }, from('203.0.113.22', busy.cookie)),
    ];
    for (const attempt of attempts) expect([400, 404]).toContain((await attempt()).status);

    const { message } = await expectTooManyRequests(
      await api.post('/api/bookings', {}, from('203.0.113.20', busy.cookie)),
    );
    expect(message).toBe('Too many booking requests. Try again in 10 minutes.');
    expect((await api.post('/api/bookings', {}, from('203.0.113.20', other.cookie))).status).toBe(
      400,
    );
  });

  it('never counts an address: people behind one carrier address each keep their own limit, and callers with no session are refused (401) uncounted', async () => {
    const api = await apiWith({ bookings: { perUser: perMinutes(2, 10) } });
    const people = await Promise.all([signedInUser(api), signedInUser(api), signedInUser(api)]);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await api.post('/api/bookings', {}, from('203.0.113.30'))).status).toBe(401);
    for (const person of people)
      for (let attempt = 0; attempt < 2; attempt++)
        expect(
          (await api.post('/api/bookings', {}, from('203.0.113.30', person.cookie))).status,
        ).toBe(400);
    await expectTooManyRequests(
      await api.post('/api/bookings', {}, from('203.0.113.30', people[0]!.cookie)),
    );
  });
});

describe('photo uploads (POST /api/photos)', () => {
  const emptyUpload = (api: TestApp, address: string, cookie: string) =>
    api.fetch('/api/photos', {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...from(address, cookie) },
      body: '',
    });

  it('never counts an address: each person behind it keeps their own limit (the per-user limit is tested in photos.controller.test.ts)', async () => {
    const api = await apiWith({ uploads: { perUser: perMinutes(2, 10) } });
    const people = await Promise.all([signedInUser(api), signedInUser(api), signedInUser(api)]);
    for (const person of people)
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await emptyUpload(api, '203.0.113.40', person.cookie)).status).toBe(400);
    const { message } = await expectTooManyRequests(
      await emptyUpload(api, '203.0.113.40', people[2]!.cookie),
    );
    expect(message).toBe('Too many uploads. Try again in 10 minutes.');
  });
});

describe('car writes (POST /api/addCars, PUT /api/update/:id, DELETE /api/cars/:id)', () => {
  it('counts the three routes per owner: the 4th attempt is 429; another owner at the same address is not affected', async () => {
    const api = await apiWith({ carWrites: { perUser: perMinutes(3, 10) } });
    const [busy, other] = await Promise.all([signedInUser(api), signedInUser(api)]);
    const missing = '00000000-0000-4000-8000-000000000000';
    const write = (method: string, path: string, cookie: string) =>
      api.fetch(path, {
        method,
        headers: { 'content-type': 'application/json', ...from('203.0.113.70', cookie) },
        body: method === 'DELETE' ? undefined : '{}',
      });
    expect((await write('POST', '/api/addCars', busy.cookie)).status).toBe(400);
    expect((await write('PUT', `/api/update/${missing}`, busy.cookie)).status).toBe(400);
    expect([403, 404]).toContain(
      (await write('DELETE', `/api/cars/${missing}`, busy.cookie)).status,
    );

    const { message } = await expectTooManyRequests(
      await write('POST', '/api/addCars', busy.cookie),
    );
    expect(message).toBe('Too many changes to your cars. Try again in 10 minutes.');
    expect((await write('POST', '/api/addCars', other.cookie)).status).toBe(400);
  });
});
