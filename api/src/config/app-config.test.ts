import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';
import { DEFAULT_RATE_LIMITS } from './rate-limit-rules.js';
import { PRODUCTION_ENV } from './production-env.testing.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({
      driver: 'pglite',
      dataDir: join(REPO_ROOT, '.data', 'pglite'),
    });
    expect(config.firebase).toEqual({ projectId: 'demo-carzone', authEmulatorHost: null });
    expect(config.seedDemoData).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.photoDir).toBe(join(REPO_ROOT, '.data', 'photos'));
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/carzone' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/carzone',
    });
  });

  it('keeps PGlite under DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/carzone' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/srv/carzone/pglite',
    });
  });

  it('keeps photos under DATA_DIR unless PHOTO_DIR names another folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/carzone' }).photoDir).toBe('/srv/carzone/photos');
    expect(loadConfig({ DATA_DIR: '/srv/carzone', PHOTO_DIR: '/mnt/photos' }).photoDir).toBe(
      '/mnt/photos',
    );
    // Also with a PostgreSQL server: the photos are files either way.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/carzone', PHOTO_DIR: ' /mnt/photos ' }).photoDir,
    ).toBe('/mnt/photos');
    expect(loadConfig({ PHOTO_DIR: 'uploads' }).photoDir).toBe(resolve('uploads'));
  });

  it('refuses to start in production with the Auth emulator configured, naming the variable', () => {
    const start = () =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
  });

  it('in production: secure cookies, no demo data and no API docs unless asked for', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.secureCookies).toBe(true);
    expect(config.seedDemoData).toBe(false);
    expect(config.apiDocs).toBe(false);
    const productionEnv = PRODUCTION_ENV;
    expect(loadConfig({ ...productionEnv, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ ...productionEnv, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('moves the clock by CLOCK_OFFSET_DAYS whole days, and never in production', () => {
    expect(loadConfig({}).clockOffsetDays).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: '3' }).clockOffsetDays).toBe(3);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: ' -2 ' }).clockOffsetDays).toBe(-2);
    for (const bad of ['1.5', 'three', '3d', '1e3'])
      expect(() => loadConfig({ CLOCK_OFFSET_DAYS: bad })).toThrow(
        `CLOCK_OFFSET_DAYS must be a whole number of days, e.g. 3 or -2 (got "${bad}").`,
      );
    const production = () => loadConfig({ ...PRODUCTION_ENV, CLOCK_OFFSET_DAYS: '3' });
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/CLOCK_OFFSET_DAYS is set while NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION_ENV, CLOCK_OFFSET_DAYS: '0' }).clockOffsetDays).toBe(0);
  });

  it('refuses a production start without DATABASE_URL: PGlite is for local runs only', () => {
    const start = () => loadConfig({ NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('A production start needs DATABASE_URL: PGlite is for local runs only.');
  });

  it('lets a staging run (CARZONE_STAGING) use the Auth emulator in production, and nothing else', () => {
    const staging = loadConfig({
      ...PRODUCTION_ENV,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CARZONE_STAGING: 'true',
    });
    expect(staging.staging).toBe(true);
    expect(staging.production).toBe(true);
    expect(staging.secureCookies).toBe(true);
    expect(staging.firebase.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/carzone',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        CARZONE_STAGING: 'false',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
    // Staging does not make PGlite acceptable in production.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        CARZONE_STAGING: 'true',
      }),
    ).toThrow(/needs DATABASE_URL/);
    expect(loadConfig({}).staging).toBe(false);
  });

  it('logs at LOG_LEVEL, info unless set', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('reads the HTTP timeouts, 30 s of silence and 10 minutes a request unless set', () => {
    expect(loadConfig({}).timeouts).toEqual({
      idleMs: 30_000,
      wholeRequestMs: 600_000,
      keepAliveMs: 65_000,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '5000',
        UPLOAD_TIMEOUT_MS: '120000',
        KEEP_ALIVE_TIMEOUT_MS: '75000',
      }).timeouts,
    ).toEqual({ idleMs: 5000, wholeRequestMs: 120_000, keepAliveMs: 75_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30s' })).toThrow(
      /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '700000' })).toThrow(
      /must not be longer than UPLOAD_TIMEOUT_MS/,
    );
  });

  it('trusts X-Forwarded-For from local and private-network proxies unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY must be/);
  });

  it('serves the metrics on 127.0.0.1:9464 unless METRICS_HOST and METRICS_PORT say otherwise; 0 serves none', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_HOST: '10.0.1.5', METRICS_PORT: '9465' }).metrics).toEqual({
      host: '10.0.1.5',
      port: 9465,
    });
    expect(loadConfig({ METRICS_HOST: 'api-1.internal' }).metrics?.host).toBe('api-1.internal');
    expect(loadConfig({ METRICS_PORT: '0' }).metrics).toBeNull();
    for (const port of ['metrics', '65536', '-1', '9464.5'])
      expect(() => loadConfig({ METRICS_PORT: port }), port).toThrow(
        `METRICS_PORT must be a whole number from 1 to 65535, or 0 for no metrics (got "${port}").`,
      );
    expect(() => loadConfig({ METRICS_HOST: 'http://10.0.1.5' })).toThrow(
      /METRICS_HOST must be an IP address or a host name/,
    );
    // Never the API's own port: that one nginx forwards.
    expect(() => loadConfig({ API_PORT: '9464' })).toThrow(
      /METRICS_PORT must differ from API_PORT/,
    );
    expect(loadConfig({ API_PORT: '9464', METRICS_PORT: '9465' }).metrics?.port).toBe(9465);
  });

  it('lists every invalid setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://db', SEED_DEMO_DATA: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('API_PORT must be a whole number');
    expect(message).toContain('DATABASE_URL must be a postgres://');
    expect(message).toContain('SEED_DEMO_DATA must be true/false');
  });
});

describe('loadConfig: rate limits and Redis', () => {
  it('keeps every rate limit at its default, in memory, with no environment', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    // Valid sign-ins per account, refused ones per address; signed-in actions per user only.
    expect(config.rateLimits?.signIn).toEqual({
      perIp: { points: 60, seconds: 60 },
      perUser: { points: 100, seconds: 900 },
    });
    for (const rule of ['bookings', 'uploads', 'carWrites'] as const)
      expect(Object.keys(config.rateLimits![rule])).toEqual(['perUser']);
    expect(config.redisUrl).toBeNull();
  });

  it('reads attempts/window in seconds, minutes or hours for each limit', () => {
    const config = loadConfig({
      RATE_LIMIT_SIGN_IN_REFUSED_PER_IP: '120/1m',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: ' 5 / 30m ',
      RATE_LIMIT_CONTACT_ANONYMOUS_PER_IP: '10/90s',
      RATE_LIMIT_CAR_WRITES_PER_USER: '20/1h',
      RATE_LIMIT_UPLOADS_PER_USER: '50/2H',
      RATE_LIMIT_REDIS_PREFIX: 'staging:rl',
    });
    expect(config.rateLimits?.signIn).toEqual({
      perIp: { points: 120, seconds: 60 },
      perUser: { points: 5, seconds: 1800 },
    });
    expect(config.rateLimits?.contact.perIp).toEqual({ points: 10, seconds: 90 });
    expect(config.rateLimits?.uploads.perUser).toEqual({ points: 50, seconds: 7200 });
    expect(config.rateLimits?.carWrites.perUser).toEqual({ points: 20, seconds: 3600 });
    // The others keep their defaults.
    expect(config.rateLimits?.bookings).toEqual(DEFAULT_RATE_LIMITS.bookings);
    expect(config.rateLimits?.redisKeyPrefix).toBe('staging:rl');
  });

  it('refuses to start with a retired per-address variable, saying what replaced it', () => {
    const load = () =>
      loadConfig({ RATE_LIMIT_BOOKINGS_PER_IP: '120/10m', RATE_LIMIT_SIGN_IN_PER_IP: '60/1m' });
    expect(load).toThrow(
      'RATE_LIMIT_BOOKINGS_PER_IP is no longer read: bookings are limited per user only (see docs/rate-limits.md).',
    );
    expect(load).toThrow('RATE_LIMIT_SIGN_IN_PER_IP is no longer read');
  });

  it.each([
    '60',
    '60/min',
    '0/1m',
    '10/0m',
    '-1/1m',
    '1.5/1m',
    '10/2d',
    '10/25h',
    'ten/1m',
    '60/1m/2',
  ])('refuses RATE_LIMIT_BOOKINGS_PER_USER=%s, naming the variable and the format', (value) => {
    const load = () => loadConfig({ RATE_LIMIT_BOOKINGS_PER_USER: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `RATE_LIMIT_BOOKINGS_PER_USER must be attempts/window, the window in s, m or h up to 24h, e.g. 30/10m (got "${value}")`,
    );
  });

  it('shares the counters through REDIS_URL, a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.example:6380/2',
    );
    for (const value of ['127.0.0.1:6379', 'http://cache:6379', 'redis://']) {
      expect(() => loadConfig({ REDIS_URL: value }), value).toThrow(
        'REDIS_URL must be a redis:// (or rediss://) URL',
      );
    }
  });
});

describe('booking e-mail settings', () => {
  it('sends nothing and links to the local site when nothing is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: 'CarZone <bookings@carzone.local>',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('takes the relay, the sender and the public address, without a trailing slash', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'bookings@carzone.com.bd',
        PUBLIC_URL: 'https://carzone.com.bd/',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'bookings@carzone.com.bd',
      publicUrl: 'https://carzone.com.bd',
    });
  });

  it('refuses a relay, a sender or an address that is not one, saying which', () => {
    const start = () =>
      loadConfig({ SMTP_URL: 'http://relay', MAIL_FROM: 'CarZone', PUBLIC_URL: 'carzone.com.bd' });
    expect(start).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(start).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(start).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
  });

  it('refuses a production start without a relay, a sender or the public address', () => {
    const {
      SMTP_URL: _relay,
      MAIL_FROM: _from,
      PUBLIC_URL: _site,
      ...withoutMail
    } = PRODUCTION_ENV;
    const start = () => loadConfig(withoutMail);
    expect(start).toThrow(/A production start needs SMTP_URL/);
    expect(start).toThrow(/A production start needs MAIL_FROM/);
    expect(start).toThrow(/A production start needs PUBLIC_URL/);
    expect(loadConfig(PRODUCTION_ENV).mail?.publicUrl).toBe('https://carzone.com.bd');
  });

  it('reads ADMIN_EMAILS as a list of e-mails, in lower case, each once; none by default, even in production', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig(PRODUCTION_ENV).adminEmails).toEqual([]);
    expect(
      loadConfig({
        ADMIN_EMAILS: ' Rahim@CarZone.com.bd, nadia@carzone.com.bd,,rahim@carzone.com.bd ',
      }).adminEmails,
    ).toEqual(['rahim@carzone.com.bd', 'nadia@carzone.com.bd']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'rahim@carzone.com.bd, nadia' })).toThrow(
      /ADMIN_EMAILS must be e-mail addresses separated by commas/,
    );
  });

  it('reads LISTING_REVIEW as a flag, off by default (a new car is listed at once), in production too', () => {
    expect(loadConfig({}).listingReview).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).listingReview).toBe(false);
    expect(loadConfig({ LISTING_REVIEW: 'on' }).listingReview).toBe(true);
    expect(loadConfig({ LISTING_REVIEW: 'off' }).listingReview).toBe(false);
    expect(() => loadConfig({ LISTING_REVIEW: 'sometimes' })).toThrow(
      /LISTING_REVIEW must be true\/false, 1\/0, yes\/no or on\/off \(got "sometimes"\)/,
    );
  });
});
