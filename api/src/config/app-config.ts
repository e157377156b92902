// Every setting the API reads from its environment, parsed and checked in one place. Nothing
// else in the API reads process.env (firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST itself,
// which is why this module refuses that variable in production).
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MailConfig, readMailConfig } from './mail-config.js';
import { type PaymentConfig, readPaymentConfig } from './payment-config.js';
import { readRateLimits, type RateLimitsConfig } from './rate-limit-rules.js';
import {
  absolute,
  parseEmailList,
  parseFlag,
  readFlag,
  parsePort,
  parseTrustProxy,
} from './setting-parsers.js';
import { DEFAULT_REQUEST_ANSWER_MINUTES, MESSAGE_MAILS } from '@carzone/domain';

export { LOCAL_MAIL_DEFAULTS, type MailConfig } from './mail-config.js';

/** Where the rows live: a PostgreSQL server, or PGlite in a folder (or in memory, for tests). */
export type DatabaseConfig =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string | null };

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** How long the HTTP server waits on a client (see docs/operations.md). */
export interface HttpTimeouts {
  /**
   * REQUEST_TIMEOUT_MS: the longest a connection may stay silent while a request is under way
   * (a body that never arrives), and the most the request headers may take.
   */
  idleMs: number;
  /**
   * UPLOAD_TIMEOUT_MS: the most a whole request may take to arrive, an 8 MB photo on a slow
   * mobile link included.
   */
  wholeRequestMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: above the proxies' own idle keep-alive (nginx: 60 s). */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  idleMs: 30_000,
  wholeRequestMs: 600_000,
  keepAliveMs: 65_000,
};

/** Where an API instance serves its Prometheus metrics (src/metrics/), apart from the API. */
export interface MetricsConfig {
  /** METRICS_HOST: 127.0.0.1, or an address on the private network Prometheus scrapes from. */
  host: string;
  /**
   * METRICS_PORT: each instance its own (METRICS_PORT=0 in the environment turns metrics off, and
   * `loadConfig` answers null). Port 0 here, in a config made by hand, is any free port (tests).
   */
  port: number;
}

/** 9464: the port Prometheus's exporters conventionally use for a process's own metrics. */
export const DEFAULT_METRICS_PORT = 9464;

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
  /**
   * RATE_LIMIT_*: attempts per address and per account (see docs/rate-limits.md). `loadConfig`
   * always sets them; without them, DEFAULT_RATE_LIMITS.
   */
  rateLimits?: RateLimitsConfig;
  /** REDIS_URL: where the API instances share their rate-limit counters; null: in memory. */
  redisUrl?: string | null;
  /**
   * LOG_LEVEL of the JSON log (one line per request). `loadConfig` always sets it; a config
   * made by hand without it (the tests) logs nothing.
   */
  logLevel?: LogLevelName;
  /** `loadConfig` always sets them; without them, DEFAULT_HTTP_TIMEOUTS. */
  timeouts?: HttpTimeouts;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe, as Fastify's `trustProxy` takes it
   * (a comma-separated list of addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`;
   * a hop count; or true/false). Without it, none.
   */
  trustProxy?: boolean | number | string;
  /**
   * CARZONE_STAGING: a production-layout test run, which alone may use the Auth emulator with
   * NODE_ENV=production. Never set it on a real deployment.
   */
  staging?: boolean;
  /**
   * SMTP_URL, MAIL_FROM, PUBLIC_URL. `loadConfig` always sets it; a config made by hand without
   * it (the tests) queues the mails and sends none, unless a test starts a sender itself.
   */
  mail?: MailConfig;
  /**
   * PAYMENT_MINUTES and the gateway (SSLCOMMERZ_*; payment-config.ts). Without it (a config made
   * by hand: the tests) advances are due in an hour and no gateway answers unless a test sets one.
   */
  payments?: PaymentConfig;
  /**
   * REQUEST_ANSWER_MINUTES: how long an owner has to answer a booking request before it expires
   * (at the latest when the trip's first day begins). Without it, a day.
   */
  requestAnswerMinutes?: number;
  /**
   * Up to how many matching cars a list's total is counted exactly; past it, estimated. Without
   * it, EXACT_CAR_COUNT_UP_TO (cars.service.ts); the tests lower it to reach the estimate.
   */
  exactCarCountUpTo?: number;
  /**
   * CLOCK_OFFSET_DAYS: whole days added to the API's "now" for every rule of the calendar (Dhaka's
   * today, request deadlines, licence expiries, a trip's stage, review windows), never for
   * sessions, tokens or housekeeping; refused in production. It lets a person live a trip's whole
   * life on a local site by restarting with another offset. Without it, 0.
   */
  clockOffsetDays?: number;
  /**
   * Whether this instance runs the background sweeps (requests expired, reviews published and
   * mailed) every half minute. Without it, true; a test app runs them only when a test asks, so
   * apps on a moved clock sharing one database do not expire other files' requests.
   */
  backgroundSweeps?: boolean;
  /**
   * METRICS_HOST, METRICS_PORT: the instance's own metrics server (GET /metrics), never on the
   * API's port. `loadConfig` sets it, null when METRICS_PORT=0; a config made by hand without it
   * (the tests) serves no metrics and counts no HTTP answers.
   */
  metrics?: MetricsConfig | null;
  /**
   * ADMIN_EMAILS: e-mails, in lower case, that become admins at start unless they hold a role
   * already, so a new deployment has its first admin. Without it, none.
   */
  adminEmails?: readonly string[];
  /** LISTING_REVIEW: new cars, and changes of a photo, model or description, wait for staff. */
  listingReview?: boolean;
  /** MESSAGE_MAIL_DELAY_MINUTES: how long a message waits unread before it is mailed (MESSAGE_MAILS). */
  messageMailDelayMinutes?: number;
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
    if (production)
      problems.push('A production start needs DATABASE_URL: PGlite is for local runs only.');
  }

  const projectId = read('FIREBASE_PROJECT_ID') ?? 'demo-carzone';
  const authEmulatorHost = read('FIREBASE_AUTH_EMULATOR_HOST') ?? null;
  if (authEmulatorHost && !/^[\w.-]+:\d{1,5}$/.test(authEmulatorHost)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099 (got "${authEmulatorHost}").`,
    );
  }
  const stagingSetting = read('CARZONE_STAGING');
  const staging = stagingSetting === undefined ? false : parseFlag(stagingSetting);
  if (staging === null)
    problems.push(
      `CARZONE_STAGING must be true/false, 1/0, yes/no or on/off (got "${stagingSetting}").`,
    );
  if (production && authEmulatorHost && !staging) {
    // The emulator accepts unsigned tokens for any account: in production that would let anyone
    // sign in as anyone. A staging run (the production layout under test) is the one exception.
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

  const logSetting = read('LOG_LEVEL')?.toLowerCase() ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logSetting);
  if (!logLevel)
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}").`);

  const timeouts: HttpTimeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  const timeoutVariables = {
    REQUEST_TIMEOUT_MS: 'idleMs',
    UPLOAD_TIMEOUT_MS: 'wholeRequestMs',
    KEEP_ALIVE_TIMEOUT_MS: 'keepAliveMs',
  } as const;
  for (const [name, key] of Object.entries(timeoutVariables)) {
    const setting = read(name);
    if (setting === undefined) continue;
    if (/^\d+$/.test(setting) && Number(setting) >= 1) timeouts[key] = Number(setting);
    else problems.push(`${name} must be a whole number of milliseconds (got "${setting}").`);
  }
  // Node refuses a header deadline longer than the whole request's.
  if (timeouts.idleMs > timeouts.wholeRequestMs)
    problems.push('REQUEST_TIMEOUT_MS must not be longer than UPLOAD_TIMEOUT_MS.');

  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'loopback,uniquelocal');
  if (trustProxy === null)
    problems.push(
      `TRUST_PROXY must be true/false, a hop count, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal and uniquelocal (got "${env.TRUST_PROXY}").`,
    );

  const rateLimits = readRateLimits(read, problems);
  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl && !(/^rediss?:\/\//.test(redisUrl) && URL.parse(redisUrl)?.hostname))
    problems.push('REDIS_URL must be a redis:// (or rediss://) URL, e.g. redis://127.0.0.1:6379.');

  const mail = readMailConfig(read, production, problems);
  const payments = readPaymentConfig(read, { production, staging: staging! }, problems);

  const minutes = (name: string, unset: number) => {
    const setting = read(name) ?? String(unset);
    if (!/^\d+$/.test(setting) || Number(setting) < 1)
      problems.push(`${name} must be a whole number of minutes, at least 1 (got "${setting}").`);
    return Number(setting);
  };
  const requestAnswerMinutes = minutes('REQUEST_ANSWER_MINUTES', DEFAULT_REQUEST_ANSWER_MINUTES);
  const messageMailDelayMinutes = minutes('MESSAGE_MAIL_DELAY_MINUTES', MESSAGE_MAILS.delayMinutes);

  const offsetSetting = read('CLOCK_OFFSET_DAYS');
  const clockOffsetDays = offsetSetting === undefined ? 0 : Number(offsetSetting);
  if (offsetSetting !== undefined && !/^[+-]?\d{1,5}$/.test(offsetSetting))
    problems.push(
      `CLOCK_OFFSET_DAYS must be a whole number of days, e.g. 3 or -2 (got "${offsetSetting}").`,
    );
  else if (production && clockOffsetDays !== 0)
    // Every date rule would be wrong for real people: deadlines, expiries, reviews.
    problems.push(
      'CLOCK_OFFSET_DAYS is set while NODE_ENV=production: a moved clock is for local runs and tests only. Unset it.',
    );

  const metrics = readMetricsConfig(read, port, problems);

  const adminEmails = parseEmailList(read('ADMIN_EMAILS') ?? '');
  if (adminEmails === null)
    problems.push(
      `ADMIN_EMAILS must be e-mail addresses separated by commas (got "${env.ADMIN_EMAILS}").`,
    );

  const listingReview = readFlag(read, 'LISTING_REVIEW', false, problems);

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
    rateLimits,
    redisUrl,
    logLevel: logLevel!,
    timeouts,
    trustProxy: trustProxy!,
    staging: staging!,
    mail,
    payments,
    requestAnswerMinutes,
    clockOffsetDays,
    metrics,
    adminEmails: adminEmails!,
    listingReview,
    messageMailDelayMinutes,
  };
}

/** METRICS_PORT (9464 unless set; 0: no metrics) and METRICS_HOST (the loopback unless set). */
function readMetricsConfig(
  read: (name: string) => string | undefined,
  apiPort: number | null,
  problems: string[],
): MetricsConfig | null {
  const portSetting = read('METRICS_PORT');
  const port = parsePort(portSetting ?? String(DEFAULT_METRICS_PORT));
  if (port === null) {
    problems.push(
      `METRICS_PORT must be a whole number from 1 to 65535, or 0 for no metrics (got "${portSetting}").`,
    );
    return null;
  }
  const host = read('METRICS_HOST') ?? '127.0.0.1';
  if (isIP(host) === 0 && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host))
    problems.push(
      `METRICS_HOST must be an IP address or a host name, e.g. 127.0.0.1 (got "${host}").`,
    );
  // The metrics must never be reachable through the API's own port (and so through nginx).
  if (port !== 0 && port === apiPort)
    problems.push(
      `METRICS_PORT must differ from API_PORT (both are ${port}): the metrics have a port of their own.`,
    );
  return port === 0 ? null : { host, port };
}
