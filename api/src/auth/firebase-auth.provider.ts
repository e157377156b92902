import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** Injection token for firebase-admin's `Auth` of this API instance. */
export const FIREBASE_AUTH = Symbol('FIREBASE_AUTH');
const FIREBASE_APP = Symbol('FIREBASE_APP');

export const firebaseProviders: Provider[] = [
  {
    provide: FIREBASE_APP,
    inject: [APP_CONFIG],
    useFactory: ({ firebase }: AppConfig): App => {
      // firebase-admin only looks at this variable to find the emulator; the parsed config is the
      // source of truth, so make the two agree.
      if (firebase.authEmulatorHost)
        process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
      // A name of its own, so several API instances (as in the tests) can live in one process.
      // Without a credential, firebase-admin uses Google's application default credentials.
      return initializeApp({ projectId: firebase.projectId }, `carzone-api-${randomUUID()}`);
    },
  },
  { provide: FIREBASE_AUTH, inject: [FIREBASE_APP], useFactory: (app: App): Auth => getAuth(app) },
];

@Injectable()
export class FirebaseAppCloser implements OnApplicationShutdown {
  constructor(@Inject(FIREBASE_APP) private readonly app: App) {}

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
