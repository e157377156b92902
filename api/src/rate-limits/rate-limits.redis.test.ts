// The rate limits shared through Redis (the machine's server on 127.0.0.1:6379), and what
// happens when Redis cannot be reached. Each test's counters live under a key prefix of its own,
// so parallel runs and leftovers never meet; they are deleted afterwards.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpUser } from '../testing/auth-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { expectTooManyRequests, limitsWith, perMinutes } from './rate-limits.testing.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: a Redis that is down. */
const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

const redis = new Redis(REDIS_URL);
const started: TestApp[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

function uniquePrefix(): string {
  const prefix = `carzone-test:${randomUUID()}`;
  prefixes.push(prefix);
  return prefix;
}

async function apiOn(redisUrl: string, prefix: string): Promise<TestApp> {
  const api = await startTestApp({
    seedDemoData: false,
    redisUrl,
    rateLimits: limitsWith({ signIn: { perUser: perMinutes(3, 15) } }, prefix),
  });
  started.push(api);
  return api;
}

const signIn = (api: TestApp, idToken: string) => api.post('/api/jwt', { idToken });

/** The names of Redis's client connections opened by the apps using `prefix`. */
async function connectionsOf(prefix: string): Promise<string[]> {
  const list = await redis.client('LIST');
  return String(list)
    .split('\n')
    .map((line) => /\bname=(\S*)/.exec(line)?.[1] ?? '')
    .filter((name) => name === `rate-limits:${prefix}`);
}

describe('rate limits in Redis', () => {
  it('are shared by two API instances: 3 sign-ins of one account across both, the 4th is refused by either', async () => {
    const prefix = uniquePrefix();
    const [first, second] = await Promise.all([apiOn(REDIS_URL, prefix), apiOn(REDIS_URL, prefix)]);
    const [user, other] = await Promise.all([signUpUser(), signUpUser()]);

    expect((await signIn(first, user.idToken)).status).toBe(200);
    expect((await signIn(second, user.idToken)).status).toBe(200);
    expect((await signIn(first, user.idToken)).status).toBe(200);
    await expectTooManyRequests(await signIn(second, user.idToken));
    await expectTooManyRequests(await signIn(first, user.idToken));
    // Counted in Redis under this run's prefix, for 15 minutes.
    const keys = await redis.keys(`${prefix}:signIn:perUser:*`);
    expect(keys).toEqual([`${prefix}:signIn:perUser:uid:${user.uid}`]);
    expect(await redis.get(keys[0]!)).toBe('5');
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(14 * 60_000);

    expect((await signIn(second, other.idToken)).status).toBe(200);
  });

  it('close their Redis connection when the app closes', async () => {
    const prefix = uniquePrefix();
    const api = await apiOn(REDIS_URL, prefix);
    expect(await connectionsOf(prefix)).toHaveLength(1);
    started.splice(started.indexOf(api), 1);
    await api.close();
    await expect.poll(() => connectionsOf(prefix)).toEqual([]);
  });

  it('fail open when Redis is unreachable: the API starts and answers, counting in its own memory', async () => {
    const api = await apiOn(UNREACHABLE_REDIS_URL, uniquePrefix());
    const user = await signUpUser();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(api, user.idToken)).status).toBe(200);
    await expectTooManyRequests(await signIn(api, user.idToken));
    // Read to the end, so the connection is free when the app closes.
    const cars = await api.fetch('/api/cars');
    expect(cars.status).toBe(200);
    await cars.arrayBuffer();
  });
});
