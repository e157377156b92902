import { describe, expect, it } from 'vitest';
import { deviceOfUserAgent } from './device-of-user-agent.js';

describe('deviceOfUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { device: 'Android phone', browser: 'Chrome 131' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'iPhone', browser: 'Safari 17' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'iPad', browser: 'Safari 17' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { device: 'Windows computer', browser: 'Microsoft Edge 131' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { device: 'macOS computer', browser: 'Safari 17' },
    ],
  ])('names %s', (userAgent, expected) => {
    expect(deviceOfUserAgent(userAgent)).toEqual(expected);
  });

  it('names what it cannot read as unknown, and never stores more than a short label', () => {
    const unknown = { device: 'Unknown device', browser: 'Unknown browser' };
    expect(deviceOfUserAgent(undefined)).toEqual(unknown);
    expect(deviceOfUserAgent('   ')).toEqual(unknown);
    expect(deviceOfUserAgent('curl/8.0')).toEqual(unknown);
    const long = deviceOfUserAgent(`Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(10_000)}`);
    expect(long.device.length).toBeLessThanOrEqual(60);
    expect(long.browser.length).toBeLessThanOrEqual(60);
  });
});
