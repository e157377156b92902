import { describe, expect, it } from 'vitest';
import { returnPath, signInHref } from './return-path.ts';

describe('returnPath', () => {
  it('returns to the page the guard came from, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/bookings', search: '?page=2', hash: '#top' } })).toBe(
      '/bookings?page=2#top',
    );
  });
  it('reads the page from the sign-in link the guard redirected to', () => {
    const search = new URL(signInHref('/cars/a%40b.c?sort=priceAsc'), 'http://x').search;
    expect(returnPath(null, search)).toBe('/cars/a%40b.c?sort=priceAsc');
  });
  it('never returns to another site', () => {
    expect(returnPath(null, '?from=//evil.example/x')).toBe('/');
    expect(returnPath(null, '?from=https://evil.example')).toBe('/');
    expect(returnPath(null, '?from=/\\evil.example')).toBe('/');
  });
  it('goes Home when nothing was remembered', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
  });
});
