// What the production layout refuses to start with, in words an operator can act on: two units on
// one port, a TLS pair half given, no PostgreSQL URL, and outside staging the booking e-mails' and
// Firebase's settings missing (or the Auth emulator's, present).
import { existsSync } from 'node:fs';

/** What a real Firebase project needs (README, production). */
export const PRODUCTION_FIREBASE_VARIABLES = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'GOOGLE_APPLICATION_CREDENTIALS',
];

/**
 * What is wrong with these options and environment, in words an operator can act on.
 * @param {import('./production-layout.mjs').ProductionLayoutOptions} options
 * @returns {string[]}
 */
export function layoutProblems({
  port,
  apiPorts = [],
  metricsPorts = [],
  prometheusPort,
  pagesPort,
  pagesMetricsPort,
  authEmulatorPort,
  databaseUrl,
  staging = false,
  env = process.env,
  tls = null,
}) {
  const problems = [];
  if (metricsPorts.length && metricsPorts.length !== apiPorts.length)
    problems.push(
      `Each API instance needs a metrics port of its own: ${apiPorts.length} instances, ${metricsPorts.length} metrics ports.`,
    );
  // A unit that finds its port taken stops, and the layout runs on without it: the rendered
  // pages server's port once fell on the emulator's, and nginx quietly sent every page written
  // ahead.
  /** @type {Array<{ name: string, port: number | undefined }>} */
  const listeners = [
    { name: 'nginx', port },
    ...apiPorts.map((apiPort, index) => ({ name: `API instance ${index + 1}`, port: apiPort })),
    ...metricsPorts.map((metricsPort, index) => ({
      name: `API instance ${index + 1}'s metrics`,
      port: metricsPort,
    })),
    { name: 'Prometheus', port: prometheusPort },
    { name: 'the rendered pages server', port: pagesPort },
    { name: "the rendered pages server's metrics", port: pagesMetricsPort },
    { name: 'HTTPS', port: tls?.port },
    ...(staging && authEmulatorPort !== undefined
      ? [0, 1, 2].map((next) => ({ name: 'the Auth emulator', port: authEmulatorPort + next }))
      : []),
  ];
  /** @type {Map<number, string>} */
  const taken = new Map();
  for (const listener of listeners) {
    if (listener.port === undefined) continue;
    const before = taken.get(listener.port);
    if (before)
      problems.push(
        `${before} and ${listener.name} would both listen on port ${listener.port}: give each a port of its own.`,
      );
    else taken.set(listener.port, listener.name);
  }
  if (tls) {
    const given = [tls.certificate, tls.key].filter(Boolean);
    if (given.length === 1 || (given.length === 0 && !staging))
      problems.push(
        'HTTPS needs both TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (PEM files); only a staging run makes a self-signed pair.',
      );
    for (const file of given)
      if (!existsSync(/** @type {string} */ (file))) problems.push(`No TLS file at ${file}.`);
  }
  if (!databaseUrl) {
    problems.push(
      'DATABASE_URL is required: the production layout runs on a PostgreSQL server (e.g. postgres://carzone:secret@127.0.0.1:5432/carzone), never on PGlite.',
    );
  } else if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// (or postgresql://) URL.');
  }
  if (!staging) {
    const mailMissing = ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'].filter(
      (name) => !env[name]?.trim(),
    );
    if (mailMissing.length)
      problems.push(
        `Booking e-mails are not configured: set ${mailMissing.join(', ')} (docs/operations.md), or CARZONE_STAGING=true to catch them locally.`,
      );
    const storeMissing = ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'].filter(
      (name) => !env[name]?.trim(),
    );
    if (storeMissing.length)
      problems.push(
        `Advances are not configured: set ${storeMissing.join(', ')} (the SSLCommerz store; docs/operations.md), or CARZONE_STAGING=true to pay through the local stand-in.`,
      );
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST is set without CARZONE_STAGING=true: production never uses the Auth emulator. Unset it, or set CARZONE_STAGING=true for a staging run.',
      );
    const missing = PRODUCTION_FIREBASE_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length)
      problems.push(
        `Firebase is not configured: set ${missing.join(', ')} (a real project; see docs/production.md), or CARZONE_STAGING=true to run on the Auth emulator.`,
      );
    else if (!existsSync(/** @type {string} */ (env.GOOGLE_APPLICATION_CREDENTIALS)))
      problems.push(
        `GOOGLE_APPLICATION_CREDENTIALS names no file: ${env.GOOGLE_APPLICATION_CREDENTIALS}`,
      );
  }
  return problems;
}
