import { describe, expect, it } from 'vitest';
import { queryString } from './query-string.js';

describe('queryString', () => {
  it('writes the values in the order given, encoded as encodeURIComponent does', () => {
    expect(queryString({ q: 'Dhaka north & co', limit: 6, offset: 0 })).toBe(
      '?q=Dhaka%20north%20%26%20co&limit=6&offset=0',
    );
  });

  it('leaves out undefined and empty values, and answers "" when none is left', () => {
    expect(queryString({ q: '', sort: undefined, from: '2026-03-10' })).toBe('?from=2026-03-10');
    expect(queryString({ q: '', sort: undefined })).toBe('');
  });
});
