import { routes } from '@carzone/web-kit';
import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('returns to the page the guard came from, with its query and hash', () => {
    const search = new URL(routes.signIn.getHref('/cars/a%40b.c?sort=priceAsc#top'), 'http://x')
      .search;
    expect(returnPath(search)).toBe('/cars/a%40b.c?sort=priceAsc#top');
  });
  it('never returns to another site', () => {
    expect(returnPath('?from=//evil.example/x')).toBe('/');
    expect(returnPath('?from=https://evil.example')).toBe('/');
    expect(returnPath('?from=/\\evil.example')).toBe('/');
  });
  it('goes Home when nothing was remembered', () => {
    expect(returnPath()).toBe('/');
    expect(returnPath('?other=1')).toBe('/');
  });
});
