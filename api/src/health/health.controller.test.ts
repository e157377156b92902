import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { ShutdownState } from './shutdown-state.js';
import { refusalBody, said } from '../testing/error-body.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('reports the API and its database up', async () => {
    const response = await api.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/health/live', () => {
  it('answers ok without asking the database', async () => {
    const response = await api.fetch('/api/health/live');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers ok while the database answers', async () => {
    const response = await api.fetch('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503, with Retry-After, once the API is shutting down; liveness still answers', async () => {
    const draining = await startTestApp({ seedDemoData: false });
    try {
      draining.app.get(ShutdownState).beginDraining();
      const response = await draining.fetch('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json(response)).toEqual(refusalBody(503, said('health.shuttingDown')));
      expect((await draining.fetch('/api/health/live')).status).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('the API as a whole', () => {
  it('answers an unknown route with a JSON 404 in the one error shape', async () => {
    const response = await api.fetch('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await json(response)).toEqual(
      refusalBody(404, 'There is no such address in the CarZone API.'),
    );
  });

  it('serves its OpenAPI description at /api/docs-json and the docs page at /api/docs', async () => {
    const document = await json<{ openapi: string; paths: Record<string, unknown> }>(
      await api.fetch('/api/docs-json'),
    );
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/allCars',
        '/api/cars',
        '/api/car/{id}',
        '/api/jwt',
        '/api/logout',
        '/api/me',
        '/api/contact',
        '/api/health',
      ]),
    );
    const page = await api.fetch('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});
