import { describe, expect, it } from 'vitest';
import { answerPolicy, IMMUTABLE, NEVER_STORE, REVALIDATE } from './cache-policy.ts';

const js = 'text/javascript; charset=utf-8';
const html = 'text/html; charset=utf-8';

describe('answerPolicy', () => {
  it('caches the hashed files of the shell and of every remote for a year', () => {
    for (const pathname of ['/assets/index-B1cizFqA.js', '/remotes/mf-catalog/assets/x-1a2b.js']) {
      expect(answerPolicy({ pathname, status: 200, contentType: js })).toEqual({
        cacheControl: IMMUTABLE,
      });
      expect(answerPolicy({ pathname, status: 304, contentType: '' })).toEqual({
        cacheControl: IMMUTABLE,
      });
    }
  });

  it('turns the page sent for a missing hashed file into an uncached 404', () => {
    for (const pathname of ['/assets/gone-123.js', '/remotes/mf-catalog/assets/gone-123.js']) {
      expect(answerPolicy({ pathname, status: 200, contentType: html })).toEqual({
        status: 404,
        cacheControl: NEVER_STORE,
      });
      expect(answerPolicy({ pathname, status: 404, contentType: 'text/plain' })).toEqual({
        cacheControl: NEVER_STORE,
      });
    }
  });

  it('has the browser check remote entries, manifests and the page before each use', () => {
    for (const [pathname, contentType] of [
      ['/remotes/mf-catalog/remoteEntry.js', js],
      ['/remotes/mf-marketing/mf-manifest.json', 'application/json'],
      ['/', html],
      ['/available', html],
      ['/images/logo.svg', 'image/svg+xml'],
    ] as const) {
      expect(answerPolicy({ pathname, status: 200, contentType })).toEqual({
        cacheControl: REVALIDATE,
      });
    }
  });

  it('never stores the runtime manifest', () => {
    expect(
      answerPolicy({
        pathname: '/runtime-config.json',
        status: 200,
        contentType: 'application/json',
      }),
    ).toEqual({ cacheControl: NEVER_STORE });
  });

  it('leaves the API’s answers and other failures as they are', () => {
    expect(
      answerPolicy({ pathname: '/api/cars', status: 200, contentType: 'application/json' }),
    ).toEqual({});
    expect(
      answerPolicy({ pathname: '/api', status: 404, contentType: 'application/json' }),
    ).toEqual({});
    expect(
      answerPolicy({ pathname: '/remotes/mf-owner/remoteEntry.js', status: 502, contentType: '' }),
    ).toEqual({});
  });
});
