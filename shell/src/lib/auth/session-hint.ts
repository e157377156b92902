// Whether someone is probably signed in on this browser, known before any Firebase code loads:
// a signed-out visitor's first paint then needs no Firebase at all. Firebase stays the authority;
// the hint only decides whether to load it at once or when the browser is idle.
const HINT_KEY = 'carzone.signedIn';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be off (private mode); then every visit simply loads Firebase when idle.
  }
}
