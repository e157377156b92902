// Starts the API: `node dist/main.js` (after `pnpm build`), configured by environment variables
// (see src/config/app-config.ts and docs/operations.md).
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { ShutdownState } from './health/shutdown-state.js';

/** The most a shutdown may wait for the requests under way before the process quits anyway. */
const SHUTDOWN_DEADLINE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  drainOnSignals(app);
  await app.listen(config.port, config.host);
  const where =
    config.database.driver === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.database.dataDir}`;
  const logger = new Logger('CarZone API');
  logger.log(`Listening on http://${config.host}:${config.port}/api; data: ${where}`);
  if (config.firebase.authEmulatorHost)
    logger.log(`Firebase Auth emulator at ${config.firebase.authEmulatorHost}`);
  if (config.production && config.staging)
    logger.warn(
      'CARZONE_STAGING is set: this production-mode API trusts the Firebase Auth emulator, which signs anyone in as anyone. Test runs only, never a real deployment.',
    );
}

/**
 * SIGTERM (or SIGINT): readiness answers 503 from now on, the server takes no new connections,
 * the requests under way finish, the database closes, and the process exits 0. If that takes
 * longer than the deadline, it exits 1 regardless.
 */
function drainOnSignals(app: NestFastifyApplication): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: finishing the requests under way, taking no new ones.`);
    app.get(ShutdownState, { strict: false }).beginDraining();
    setTimeout(() => {
      logger.error(`Requests still under way after ${SHUTDOWN_DEADLINE_MS} ms: exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: say what, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
