import { sessionStore, whenSessionKnown } from '@carzone/web-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSessionUser, resetSession, signInAs } from './session';

afterEach(resetSession);

describe('signInAs', () => {
  it('signs a user in, as the shell does once Firebase knows them', async () => {
    const user = signInAs(makeSessionUser({ email: 'rahim@example.com' }));
    expect(sessionStore.getState()).toEqual({ status: 'signedIn', user });
    expect(user).toEqual({
      email: 'rahim@example.com',
      displayName: 'Test Renter',
      photoURL: null,
    });
    await expect(whenSessionKnown()).resolves.toEqual({ status: 'signedIn', user });
  });
});

describe('resetSession', () => {
  it('puts the store back to loading, as a page starts, for the next test', () => {
    signInAs();
    resetSession();
    expect(sessionStore.getState()).toEqual({ status: 'loading', user: null });
  });
});
