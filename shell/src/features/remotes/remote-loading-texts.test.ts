// The loading texts the remotes declare, as the shell finds them for a route.
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadingTextOf,
  loadingTextOfMatches,
  registerLoadingTexts,
} from './remote-loading-texts.ts';

afterEach(() => registerLoadingTexts(undefined));

describe('remote loading texts', () => {
  it("finds the text declared for a route's path, and none for another", () => {
    registerLoadingTexts({ '/cars/:email': 'Loading cars...' });
    expect(loadingTextOf('/cars/:email')).toBe('Loading cars...');
    expect(loadingTextOf('/bookings')).toBeUndefined();
    expect(loadingTextOf('toString')).toBeUndefined();
    registerLoadingTexts(undefined);
    expect(loadingTextOf('/cars/:email')).toBeUndefined();
  });

  it('takes the deepest matched route that declares one, past routes without a handle', () => {
    registerLoadingTexts({ '/cars/:email': 'Loading cars...', '/outer': 'Loading outer...' });
    const matches = [
      { handle: { loadingTextPath: '/outer' } },
      { handle: undefined },
      { handle: { loadingTextPath: '/cars/:email' } },
    ];
    expect(loadingTextOfMatches(matches)).toBe('Loading cars...');
    expect(loadingTextOfMatches(matches.slice(0, 2))).toBe('Loading outer...');
    expect(loadingTextOfMatches([{ handle: { loadingTextPath: '/bookings' } }])).toBeUndefined();
  });
});
