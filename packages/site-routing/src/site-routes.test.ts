import { describe, expect, it } from 'vitest';
import {
  API_BODY_LIMIT_BYTES,
  apiUnreachableAnswer,
  bodyLimitFor,
  cacheControlFor,
  IMMUTABLE,
  NEVER_STORE,
  PHOTO_BODY_LIMIT_BYTES,
  REVALIDATE,
  siteRouteFor,
  tooLargeAnswer,
} from './site-routes.ts';
import { REFUSALS } from '@carzone/domain/refusals';

describe('siteRouteFor', () => {
  it('sends each path where nginx sends it: exact paths first, then the longest prefix', () => {
    expect(siteRouteFor('/api/photos').bodyLimitBytes).toBe(PHOTO_BODY_LIMIT_BYTES);
    expect(siteRouteFor('/api/photos/1').bodyLimitBytes).toBe(API_BODY_LIMIT_BYTES);
    expect(siteRouteFor('/api/cars').to).toBe('api');
    expect(siteRouteFor('/apiary').to).toBe('shell files or page');
    expect(siteRouteFor('/assets/index-1a2b.js').to).toBe('shell files');
    expect(siteRouteFor('/remotes/mf-catalog/remoteEntry.js').to).toBe('remote builds');
    expect(siteRouteFor('/runtime-config.json').to).toBe('runtime manifest');
    expect(siteRouteFor('/').to).toBe('page');
    expect(siteRouteFor('/app.html').internal).toBe(true);
    expect(siteRouteFor('/available').to).toBe('shell files or page');
  });
});

describe('bodyLimitFor', () => {
  it('limits every API request to 64 KiB, a photo upload to 9 MB, and nothing else', () => {
    expect(bodyLimitFor('/api/contact')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/bookings/1')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/photos')).toBe(PHOTO_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/apiary')).toBeUndefined();
    expect(bodyLimitFor('/remotes/mf-catalog/remoteEntry.js')).toBeUndefined();
  });

  it('refuses in the API’s own words: the photo’s message for a photo, the size otherwise', () => {
    expect(tooLargeAnswer(API_BODY_LIMIT_BYTES).message).toBe(
      'The request body is too large: at most 64 KiB is accepted.',
    );
    expect(tooLargeAnswer(PHOTO_BODY_LIMIT_BYTES).message).toBe(
      'The photo is too large: at most 8 MB.',
    );
  });

  it('says it in Bangla from the same table, with the same code', () => {
    expect(tooLargeAnswer(API_BODY_LIMIT_BYTES, 'bn')).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'payload_too_large',
      message: REFUSALS.payload_too_large.bn,
    });
    expect(REFUSALS.payload_too_large.en).toContain(`${API_BODY_LIMIT_BYTES / 1024} KiB`);
    expect(apiUnreachableAnswer(504, 'bn')).toMatchObject({
      code: 'service.unavailable',
      message: REFUSALS['service.unavailable'].bn,
    });
  });
});

describe('cacheControlFor', () => {
  it('keeps the hashed files of the shell and of every remote for a year', () => {
    for (const path of [
      '/assets/index-B1cizFqA.js',
      '/remotes/mf-catalog/assets/x-1a2b.js',
      '/remotes/mf-catalog/1.4.0/assets/x-1a2b.js',
    ]) {
      expect(cacheControlFor(path, 200), path).toBe(IMMUTABLE);
      expect(cacheControlFor(path, 304), path).toBe(IMMUTABLE);
      expect(cacheControlFor(path, 404), path).toBe(NEVER_STORE);
    }
  });

  it('has the page, remote entries and public files checked before each use', () => {
    for (const path of ['/', '/available', '/remotes/mf-catalog/remoteEntry.js', '/favicon.svg']) {
      expect(cacheControlFor(path, 200), path).toBe(REVALIDATE);
    }
    expect(cacheControlFor('/remotes/mf-catalog/remoteEntry.js', 404)).toBeUndefined();
  });

  it('never keeps the runtime manifest, and leaves the API’s answers as the API sent them', () => {
    expect(cacheControlFor('/runtime-config.json', 200)).toBe(NEVER_STORE);
    expect(cacheControlFor('/api/cars', 200)).toBeUndefined();
    expect(cacheControlFor('/api/assets/x.js', 200)).toBeUndefined();
  });
});
