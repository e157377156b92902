// Every setting the API reads from its environment, parsed and checked in one place. Nothing
// else in the API reads process.env (firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST itself,
// which is why this module refuses that variable in production).
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the rows live: a PostgreSQL server, or PGlite in a folder (or in memory, for tests). */
export type DatabaseConfig =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string | null };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  firebase: {
    projectId: string;
    /** host:port of the Firebase Auth emulator, or null for a real Firebase project. */
    authEmulatorHost: string | null;
  };
  production: boolean;
  /** Session cookies carry `Secure` in production (the site is served over HTTPS there). */
  secureCookies: boolean;
  /** Insert the demo cars (and the demo owner in the emulator) into an empty database. */
  seedDemoData: boolean;
  /** Serve the OpenAPI description and its page at /api/docs (off in production unless asked). */
  apiDocs: boolean;
  /**
   * The folder for uploaded photos: PHOTO_DIR, or DATA_DIR/photos. `loadConfig` always sets it;
   * a config made by hand without it (the tests) keeps photos in a temporary folder of its own,
   * removed when the app stops. Several API instances must share this folder (a volume).
   */
  photoDir?: string;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(
      `The API's configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** The repository root: api/src/config (or api/dist/config) → three levels up. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const production = read('NODE_ENV') === 'production';

  const port = parsePort(read('API_PORT') ?? '3100');
  if (port === null)
    problems.push(`API_PORT must be a whole number from 0 to 65535 (got "${env.API_PORT}").`);

  const host = read('API_HOST') ?? '127.0.0.1';

  // The embedded stores live under DATA_DIR: PGlite's rows (unless DATABASE_URL names a server)
  // and the uploaded photos (unless PHOTO_DIR names another folder).
  const dataRoot = absolute(read('DATA_DIR') ?? join(REPO_ROOT, '.data'));
  const photoDir = absolute(read('PHOTO_DIR') ?? join(dataRoot, 'photos'));

  const databaseUrl = read('DATABASE_URL');
  let database: DatabaseConfig;
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !URL.canParse(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgres:// (or postgresql://) URL.');
    }
    database = { driver: 'postgres', url: databaseUrl };
  } else {
    database = { driver: 'pglite', dataDir: join(dataRoot, 'pglite') };
  }

  const projectId = read('FIREBASE_PROJECT_ID') ?? 'demo-carzone';
  const authEmulatorHost = read('FIREBASE_AUTH_EMULATOR_HOST') ?? null;
  if (authEmulatorHost && !/^[\w.-]+:\d{1,5}$/.test(authEmulatorHost)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099 (got "${authEmulatorHost}").`,
    );
  }
  if (production && authEmulatorHost) {
    // The emulator accepts unsigned tokens for any account: in production that would let anyone
    // sign in as anyone.
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production: the Auth emulator must never back a production API. Unset it.',
    );
  }

  const seedSetting = read('SEED_DEMO_DATA');
  const seedDemoData = seedSetting === undefined ? !production : parseFlag(seedSetting);
  if (seedDemoData === null)
    problems.push(
      `SEED_DEMO_DATA must be true/false, 1/0, yes/no or on/off (got "${seedSetting}").`,
    );

  const docsSetting = read('API_DOCS');
  const apiDocs = docsSetting === undefined ? !production : parseFlag(docsSetting);
  if (apiDocs === null)
    problems.push(`API_DOCS must be true/false, 1/0, yes/no or on/off (got "${docsSetting}").`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port!,
    host,
    database,
    firebase: { projectId, authEmulatorHost },
    production,
    secureCookies: production,
    seedDemoData: seedDemoData!,
    apiDocs: apiDocs!,
    photoDir,
  };
}

/** A folder given relative to the working directory, made absolute. */
function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

function parsePort(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

function parseFlag(value: string): boolean | null {
  const normalized = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  return null;
}
