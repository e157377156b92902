import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, signUpUser } from '../testing/auth-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { testCars, type TestCars } from '../testing/test-cars.js';

let api: TestApp;
let cars: TestCars;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  cars = testCars(api.db, 'Private Answers Car');
});
afterAll(async () => {
  await cars?.deleteAll();
  await api?.close();
});

describe('answers to a signed-in caller', () => {
  it('are never kept by a cache: each personal answer says private, no-store', async () => {
    const owner = await signedInUser(api, 'Private Owner');
    await cars.insert(owner.email);
    const personal = [
      '/api/me',
      '/api/me/licence',
      '/api/bookings',
      `/api/cars/${encodeURIComponent(owner.email)}/bookings`,
      '/api/requests',
      '/api/sessions',
      `/api/cars/${encodeURIComponent(owner.email)}`,
    ];
    for (const path of personal) {
      const response = await api.fetch(path, { headers: { cookie: owner.cookie } });
      expect(response.status, path).toBeLessThan(300);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('include the sign-in, which answers who signed in', async () => {
    const user = await signUpUser('Private Signer');
    const response = await api.post('/api/jwt', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('are not private when the session is refused: a 401 names no one', async () => {
    const response = await api.fetch('/api/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

describe('answers to anyone', () => {
  it('keep their own caching: a catalog page has none, the districts a public day', async () => {
    expect((await api.fetch('/api/cars?limit=1')).headers.get('cache-control')).toBeNull();
    expect((await api.fetch('/api/districts')).headers.get('cache-control')).toMatch(/^public/);
  });
});
