import { describe, expect, it } from 'vitest';
import { setSignedIn, setSignedOut, sessionStore } from './session-store.js';

describe('session store', () => {
  it('starts loading, then follows sign-in and sign-out', () => {
    expect(sessionStore.getState()).toEqual({ status: 'loading', user: null });
    setSignedIn({ email: 'a@b.c', displayName: 'A', photoURL: null });
    expect(sessionStore.getState()).toEqual({
      status: 'signedIn',
      user: { email: 'a@b.c', displayName: 'A', photoURL: null },
    });
    setSignedOut();
    expect(sessionStore.getState()).toEqual({ status: 'signedOut', user: null });
  });
});
