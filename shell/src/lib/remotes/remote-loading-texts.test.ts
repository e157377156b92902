// The loading texts the remotes declare, as the shell finds them for a route.
import { showLanguage } from '@carzone/web-kit';
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

  it("says a route's text in Bangla while the page is in Bangla, its English where none is given", async () => {
    registerLoadingTexts(
      { '/cars/:email': 'Loading cars...', '/bookings': 'Loading bookings...' },
      { bn: { '/cars/:email': 'গাড়িগুলো লোড হচ্ছে...' } },
    );
    await showLanguage('bn');
    try {
      expect(loadingTextOf('/cars/:email')).toBe('গাড়িগুলো লোড হচ্ছে...');
      expect(loadingTextOf('/bookings')).toBe('Loading bookings...');
    } finally {
      await showLanguage('en');
    }
    expect(loadingTextOf('/cars/:email')).toBe('Loading cars...');
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
