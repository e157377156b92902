import { describe, expect, it } from 'vitest';
import { setSignedIn, setSignedOut, useSession } from './session-store.js';

describe('session store', () => {
  it('starts loading, then follows sign-in and sign-out', () => {
    expect(useSession.getState()).toEqual({ status: 'loading', user: null });
    setSignedIn({ email: 'a@b.c', displayName: 'A', photoURL: null });
    expect(useSession.getState()).toEqual({
      status: 'signedIn',
      user: { email: 'a@b.c', displayName: 'A', photoURL: null },
    });
    setSignedOut();
    expect(useSession.getState()).toEqual({ status: 'signedOut', user: null });
  });
});
