import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('returns to the page the guard came from, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/bookings', search: '?page=2', hash: '#top' } })).toBe(
      '/bookings?page=2#top',
    );
  });
  it('goes Home when nothing was remembered', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
  });
});
