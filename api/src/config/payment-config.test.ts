import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import { PRODUCTION_ENV } from './production-env.testing.js';
import { SSLCOMMERZ_LIVE_URL, SSLCOMMERZ_SANDBOX_URL } from './payment-config.js';

describe('the payment settings', () => {
  it('give an advance an hour and no gateway on embedded defaults', () => {
    expect(loadConfig({}).payments).toEqual({ paymentMinutes: 60, gateway: null });
    expect(loadConfig({ PAYMENT_MINUTES: '15' }).payments?.paymentMinutes).toBe(15);
    for (const bad of ['0', '-5', 'soon', '1.5'])
      expect(() => loadConfig({ PAYMENT_MINUTES: bad })).toThrow(
        /PAYMENT_MINUTES must be a whole number of minutes, at least 1/,
      );
  });

  it("talk to SSLCommerz's sandbox unless SSLCOMMERZ_LIVE says live", () => {
    const store = { SSLCOMMERZ_STORE_ID: 'carzone0test', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl' };
    expect(loadConfig(store).payments?.gateway).toEqual({
      storeId: 'carzone0test',
      storePassword: 'secret@ssl',
      live: false,
      baseUrl: SSLCOMMERZ_SANDBOX_URL,
    });
    expect(loadConfig({ ...store, SSLCOMMERZ_LIVE: 'true' }).payments?.gateway?.baseUrl).toBe(
      SSLCOMMERZ_LIVE_URL,
    );
    expect(() => loadConfig({ ...store, SSLCOMMERZ_LIVE: 'maybe' })).toThrow(
      /SSLCOMMERZ_LIVE must be true or false/,
    );
    expect(() => loadConfig({ SSLCOMMERZ_STORE_ID: 'carzone0test' })).toThrow(
      /Set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together/,
    );
  });

  it('reach a local stand-in by SSLCOMMERZ_BASE_URL, never in production', () => {
    const standIn = {
      SSLCOMMERZ_STORE_ID: 'carzone-standin',
      SSLCOMMERZ_STORE_PASSWORD: 'carzone-standin@ssl',
      SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:3026/',
    };
    expect(loadConfig(standIn).payments?.gateway?.baseUrl).toBe('http://127.0.0.1:3026');
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...standIn })).toThrow(
      /SSLCOMMERZ_BASE_URL is set while NODE_ENV=production/,
    );
    // The production layout under test (staging) pays through the stand-in.
    const staging = loadConfig({
      ...PRODUCTION_ENV,
      ...standIn,
      CARZONE_STAGING: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(staging.payments?.gateway?.baseUrl).toBe('http://127.0.0.1:3026');
  });

  it('refuse a production start without the store advances are paid to', () => {
    const {
      SSLCOMMERZ_STORE_ID: _id,
      SSLCOMMERZ_STORE_PASSWORD: _password,
      ...withoutStore
    } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutStore)).toThrow(
      /A production start needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD/,
    );
    expect(loadConfig(PRODUCTION_ENV).payments?.gateway?.live).toBe(false);
  });
});
