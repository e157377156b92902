// A client that stops sending mid-request loses its connection after the configured silence
// (REQUEST_TIMEOUT_MS), instead of holding it for minutes; one that keeps sending, however
// slowly (a photo on a mobile link), is served.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS } from '../config/app-config.js';
import { openSocket, readUntilClosed } from '../testing/raw-sockets.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const IDLE_MS = 1_000;

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({
    seedDemoData: false,
    timeouts: { ...DEFAULT_HTTP_TIMEOUTS, idleMs: IDLE_MS },
  });
});
afterAll(() => api.close());

function openApiSocket() {
  const { hostname, port } = new URL(api.baseUrl);
  return openSocket(Number(port), hostname);
}

const contactHeaders = (length: number) =>
  'POST /api/contact HTTP/1.1\r\nHost: carzone.test\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe('HTTP timeouts', () => {
  it('closes a connection whose announced body never arrives', async () => {
    const socket = await openApiSocket();
    const answer = readUntilClosed(socket);
    socket.write(contactHeaders(100));
    // Whatever the server says before closing is a 408 in the one JSON shape, or nothing.
    const text = await answer;
    if (text !== '') {
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(text).toContain('"statusCode":408');
    }
    expect(socket.destroyed).toBe(true);
  });

  it('closes a connection that stops sending its headers half-way', async () => {
    const socket = await openApiSocket();
    const answer = readUntilClosed(socket);
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: carzone.test\r\n');
    const text = await answer;
    expect(text).not.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('serves a body that keeps coming, slowly, for longer than the silence allowed', async () => {
    const body = JSON.stringify({ name: 'Slow Sender', email: 'not-an-email', message: 'hello' });
    const pieces = body.match(/.{1,12}/g)!;
    const socket = await openApiSocket();
    const answer = readUntilClosed(socket);
    socket.write(contactHeaders(Buffer.byteLength(body)));
    // Each pause is well under the allowed silence; all of them together are well over it.
    for (const piece of pieces) {
      await sleep(IDLE_MS / 4);
      socket.write(piece);
    }
    const text = await answer;
    expect(pieces.length * (IDLE_MS / 4)).toBeGreaterThan(IDLE_MS);
    // The body was read to its end and judged: a validation answer, not a timeout.
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"fields"');
  });
});
