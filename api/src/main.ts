// Starts the API: `node dist/main.js` (after `pnpm build`), configured by environment variables
// (see src/config/app-config.ts).
import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const where =
    config.database.driver === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.database.dataDir}`;
  const logger = new Logger('CarZone API');
  logger.log(
    `Listening on http://${config.host}:${config.port}/api (docs at /api/docs); data: ${where}`,
  );
  if (config.firebase.authEmulatorHost)
    logger.log(`Firebase Auth emulator at ${config.firebase.authEmulatorHost}`);
}

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: say what, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
