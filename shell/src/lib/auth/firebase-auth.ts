// The only place in CarZone that talks to Firebase. It is loaded on demand (see auth-loader.ts),
// never with the first page.
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

let auth: Auth | undefined;

export function initFirebaseAuth(config: RuntimeConfig['firebase']): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  // No popup resolver here: getAuth() would load Google's api.js on start-up. Google sign-in
  // passes browserPopupRedirectResolver itself, when it is used.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase Auth is used before initFirebaseAuth ran.');
  return auth;
}

export { browserPopupRedirectResolver };
