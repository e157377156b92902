// `pnpm --filter @carzone/api contract`: writes api/openapi.json and the front ends' types of it
// from the API as it is now (src/testing/contract-files.ts, which openapi-contract.test.ts reads to
// check them). The API's source runs through Vite with the tests' config: Nest's dependency
// injection needs the decorator metadata its SWC plugin emits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root: apiDir,
  configFile: join(apiDir, 'vitest.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const { REPOSITORY_ROOT, checkedIn, contractFiles, describeApi } = await runner.import(
    '/src/testing/contract-files.ts',
  );
  const written = [];
  for (const file of await contractFiles(await describeApi())) {
    if (checkedIn(file) === file.text) continue;
    const path = join(REPOSITORY_ROOT, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    written.push(file.path);
  }
  console.log(
    written.length === 0 ? 'Contract: both files were current.' : `Wrote ${written.join(', ')}`,
  );
  await runner.close();
} finally {
  await server.close();
}
