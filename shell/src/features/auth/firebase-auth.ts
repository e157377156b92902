// The only place in CarZone that talks to Firebase.
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

let auth: Auth | undefined;

export function initFirebaseAuth(config: RuntimeConfig['firebase']): Auth {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  auth = getAuth(app);
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase Auth is used before initFirebaseAuth ran.');
  return auth;
}
