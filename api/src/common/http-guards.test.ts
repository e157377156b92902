import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../database/schema.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { refusalBody, said } from '../testing/error-body.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(async () => {
  await api?.close();
});

const message = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Is a driver included?',
};

describe('security headers', () => {
  it('are on every answer, a success, a refusal and a missing route alike', async () => {
    for (const path of ['/api/health', '/api/car/not-an-id', '/api/nothing-here']) {
      const response = await api.fetch(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // Only production is served over HTTPS.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('include HSTS in production', async () => {
    const production = await startTestApp({ seedDemoData: false, production: true });
    try {
      const response = await production.fetch('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await production.close();
    }
  });
});

describe('cross-site requests', () => {
  const post = (site: string) => api.post('/api/contact', message, { 'Sec-Fetch-Site': site });

  it('that would change data are refused with 403, and nothing is stored', async () => {
    const before = await api.countRows(contactMessages);
    const response = await post('cross-site');
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(refusalBody(403, said('request.crossSite')));
    expect(await api.countRows(contactMessages)).toBe(before);
  });

  it("from CarZone's own pages, or from no browser at all, go through", async () => {
    expect((await post('same-origin')).status).toBe(201);
    expect((await api.post('/api/contact', message)).status).toBe(201);
  });

  it('that only read are answered as usual', async () => {
    const response = await api.fetch('/api/health', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the API docs', () => {
  it('are served when enabled, and not at all when disabled (production by default)', async () => {
    expect((await api.fetch('/api/docs-json')).status).toBe(200);
    const withoutDocs = await startTestApp({ seedDemoData: false, apiDocs: false });
    try {
      expect((await withoutDocs.fetch('/api/docs-json')).status).toBe(404);
      expect((await withoutDocs.fetch('/api/docs')).status).toBe(404);
    } finally {
      await withoutDocs.close();
    }
  });
});
