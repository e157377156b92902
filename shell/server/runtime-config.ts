// Builds the runtime manifest from configuration, for the shell's own server and for deploy
// scripts that write it as a static file next to the built shell.
import {
  REMOTES,
  type RemoteKey,
  type RemoteName,
  type RuntimeConfig,
} from '@carzone/federation/contracts';

export const DEMO_FIREBASE = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-carzone.firebaseapp.com',
  projectId: 'demo-carzone',
};

/**
 * REMOTE_<KEY>_URL overrides where a remote's entry lives; DISABLED_REMOTES (comma-separated keys)
 * leaves remotes out, as a deploy does for an area not shipped yet.
 */
export function readRuntimeConfig(
  env: NodeJS.ProcessEnv,
  defaultEntry: (key: RemoteKey) => string,
): RuntimeConfig {
  const disabled = new Set(
    (env.DISABLED_REMOTES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const remotes: RuntimeConfig['remotes'] = {};
  const onDemandRemotes: RemoteName[] = [];
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    if (disabled.has(key)) continue;
    const remote: { name: RemoteName; onDemand?: boolean } = REMOTES[key];
    remotes[remote.name] = env[`REMOTE_${key.toUpperCase()}_URL`] || defaultEntry(key);
    if (remote.onDemand) onDemandRemotes.push(remote.name);
  }
  const composition = { remotes, ...(onDemandRemotes.length ? { onDemandRemotes } : {}) };

  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  // The servers' tooling sets NODE_ENV itself, so the start script passes the mode as CARZONE_ENV.
  const production = env.CARZONE_ENV === 'production';
  if (production && emulatorHost) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set in production: refusing to use the Auth emulator.',
    );
  }
  if (!emulatorHost) {
    const missing = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'].filter(
      (name) => !env[name],
    );
    if (missing.length) {
      throw new Error(
        `Missing Firebase configuration: ${missing.join(', ')} (or set FIREBASE_AUTH_EMULATOR_HOST for local runs).`,
      );
    }
    return {
      ...composition,
      firebase: {
        apiKey: env.FIREBASE_API_KEY!,
        authDomain: env.FIREBASE_AUTH_DOMAIN!,
        projectId: env.FIREBASE_PROJECT_ID!,
      },
    };
  }
  return {
    ...composition,
    firebase: {
      ...DEMO_FIREBASE,
      projectId: env.FIREBASE_PROJECT_ID || DEMO_FIREBASE.projectId,
      authEmulatorUrl: `http://${emulatorHost}`,
    },
  };
}
