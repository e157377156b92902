import { describe, expect, it } from 'vitest';
import { sessionStore, setSignedIn, setSignedOut, whenSessionKnown } from './session-store';

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

describe('whenSessionKnown', () => {
  it('waits while the session is loading, then answers with it', async () => {
    sessionStore.setState({ status: 'loading', user: null });
    let answered = false;
    const known = whenSessionKnown().then((state) => {
      answered = true;
      return state;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    setSignedOut();
    await expect(known).resolves.toEqual({ status: 'signedOut', user: null });
  });
});
