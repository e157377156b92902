// Errors the router and the body parsers raise before any controller runs: each is answered in
// the API's one JSON shape with a fixed message, and never repeats what the caller sent.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { DECLARED_CODE } from '../testing/error-body.js';

const MARKER = 'zq-marker-7f3a';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());

/** A raw request: fetch() itself refuses some of the URLs these tests send. */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}> {
  const { hostname, port } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function expectOneErrorShape(
  answer: { status: number; headers: Record<string, string | string[] | undefined>; text: string },
  statusCode: number,
): Promise<Record<string, unknown>> {
  expect(answer.status).toBe(statusCode);
  expect(answer.headers['content-type']).toContain('application/json');
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  // The request's id, as its header says, wherever a request was read (not for broken HTTP).
  const requestId = answer.headers['x-request-id'];
  expect(Object.keys(body).sort()).toEqual(
    requestId
      ? ['code', 'error', 'message', 'requestId', 'statusCode']
      : ['code', 'error', 'message', 'statusCode'],
  );
  expect(body.requestId).toBe(requestId);
  expect(body.statusCode).toBe(statusCode);
  expect(body.code).toMatch(DECLARED_CODE);
  expect(typeof body.message).toBe('string');
  expect(answer.text).not.toContain(MARKER);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  return body;
}

describe('router and parser errors', () => {
  it('answers a path parameter longer than the router accepts with 414, without the path', async () => {
    const answer = await rawRequest(`/api/car/${MARKER}${'x'.repeat(2000)}`);
    const body = await expectOneErrorShape(answer, 414);
    expect(body.message).toBe('The address is too long.');
  });

  it('answers an address too large for the HTTP parser with 431, without it', async () => {
    const answer = await rawRequest(`/api/car/${MARKER}${'x'.repeat(20_000)}`);
    const body = await expectOneErrorShape(answer, 431);
    expect(body.message).toBe('The request headers (or the address) are too large.');
  });

  it('answers a broken percent-encoding in the path with 400, without the path', async () => {
    const answer = await rawRequest(`/api/car/${MARKER}%E0%A4%A`);
    const body = await expectOneErrorShape(answer, 400);
    expect(body.message).toBe('The address is not valid (broken percent-encoding).');
  });

  it('answers an unknown route with 404, without the path', async () => {
    const answer = await rawRequest(`/api/${MARKER}?q=${MARKER}`);
    const body = await expectOneErrorShape(answer, 404);
    expect(body.message).toBe('There is no such address in the CarZone API.');
  });

  it('answers an unknown route outside /api with 404 in the same shape', async () => {
    const answer = await rawRequest(`/${MARKER}`, { method: 'POST' });
    await expectOneErrorShape(answer, 404);
  });

  it('answers a malformed JSON body with 400, without the body', async () => {
    const answer = await rawRequest('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name": "${MARKER}", `,
    });
    const body = await expectOneErrorShape(answer, 400);
    expect(body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a body that is not JSON with 415, without the body', async () => {
    const answer = await rawRequest('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: MARKER,
    });
    const body = await expectOneErrorShape(answer, 415);
    expect(body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
  });

  it('answers a content type it cannot even parse with 415, without it', async () => {
    const answer = await rawRequest('/api/contact', {
      method: 'POST',
      headers: { 'content-type': `${MARKER}/;;;` },
      body: '{}',
    });
    await expectOneErrorShape(answer, 415);
  });

  it('answers a body over 64 KiB with 413, without the body', async () => {
    const answer = await rawRequest('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: MARKER.repeat(7000) }),
    });
    const body = await expectOneErrorShape(answer, 413);
    expect(body.message).toBe('The request body is too large: at most 64 KiB is accepted.');
    expect(body.code).toBe('payload_too_large');
  });

  it('answers a JSON error the same through fetch (the 404 of /api/health/typo)', async () => {
    const response = await api.fetch('/api/health/typo');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'There is no such address in the CarZone API.',
    });
  });
});
