import { describe, expect, it } from 'vitest';
import { InMemoryUploadRateLimiter } from './upload-rate-limiter.js';

function limiterWithClock(limit: number, windowMs: number) {
  const clock = { now: 1_000_000 };
  const limiter = new InMemoryUploadRateLimiter({ limit, windowMs, now: () => clock.now });
  return { limiter, clock };
}

describe('InMemoryUploadRateLimiter', () => {
  it('allows `limit` attempts per key in a window, then refuses', async () => {
    const { limiter } = limiterWithClock(3, 60_000);
    for (let attempt = 0; attempt < 3; attempt++) expect(await limiter.take('uid-a')).toBe(true);
    expect(await limiter.take('uid-a')).toBe(false);
    expect(await limiter.take('uid-a')).toBe(false);
    // Each key has its own count.
    expect(await limiter.take('uid-b')).toBe(true);
  });

  it('slides: an attempt stops counting a full window after it was made', async () => {
    const { limiter, clock } = limiterWithClock(2, 60_000);
    expect(await limiter.take('uid')).toBe(true); // at 0 s
    clock.now += 30_000;
    expect(await limiter.take('uid')).toBe(true); // at 30 s
    expect(await limiter.take('uid')).toBe(false);
    clock.now += 29_999; // 59.999 s: both still count
    expect(await limiter.take('uid')).toBe(false);
    clock.now += 1; // 60 s: the first has left the window
    expect(await limiter.take('uid')).toBe(true);
    expect(await limiter.take('uid')).toBe(false);
    // Refused attempts were not counted: at 90 s the one from 30 s leaves, one more is allowed.
    clock.now += 30_000;
    expect(await limiter.take('uid')).toBe(true);
  });

  it('forgets idle keys, so its memory does not grow with every user ever seen', async () => {
    const { limiter, clock } = limiterWithClock(1, 1_000);
    for (let user = 0; user < 1_000; user++) await limiter.take(`uid-${user}`);
    const size = () => (limiter as unknown as { attempts: Map<string, number[]> }).attempts.size;
    expect(size()).toBe(1_000);
    clock.now += 1_001;
    await limiter.take('uid-new');
    expect(size()).toBe(1);
  });
});
