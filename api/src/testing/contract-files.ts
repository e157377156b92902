// The HTTP contract the front ends are typed from, as two checked-in files: the API's OpenAPI
// description (api/openapi.json) and the TypeScript types openapi-typescript makes of it
// (packages/web-kit/src/api/api-contract.generated.ts), whose typed client every unit calls the
// API through. `pnpm --filter @carzone/api contract` (api/scripts/contract.mjs) writes them from
// the API as it is now; openapi-contract.test.ts fails while they differ from what it describes.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../app.js';
import type { AppConfig } from '../config/app-config.js';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limit-rules.js';

export const CONTRACT_COMMAND = 'pnpm --filter @carzone/api contract';

/** The repository's root folder, which the files' paths start from. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

/** A generated file: its path from the repository's root, and what it should read. */
export interface ContractFile {
  readonly path: string;
  readonly text: string;
}

const GENERATED_NOTICE = `// Generated from api/openapi.json by openapi-typescript (api/src/testing/contract-files.ts):
// do not edit. \`${CONTRACT_COMMAND}\` writes it again after a change to the API.
`;

/** The two files as the description (what /api/docs-json answers) makes them. */
export async function contractFiles(description: Record<string, unknown>): Promise<ContractFile[]> {
  const types = astToString(await openapiTS(description as never));
  return [
    { path: 'api/openapi.json', text: `${JSON.stringify(description, null, 2)}\n` },
    {
      path: 'packages/web-kit/src/api/api-contract.generated.ts',
      text: `${GENERATED_NOTICE}\n${types}`,
    },
  ];
}

/** A contract file as it is checked in, or undefined where it is missing. */
export function checkedIn(file: ContractFile): string | undefined {
  const path = join(REPOSITORY_ROOT, file.path);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/**
 * What the API describes now, from an app of its own (an empty in-memory database, no identity
 * provider, nothing listening): the description depends on the routes alone.
 */
export async function describeApi(): Promise<Record<string, unknown>> {
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database: { driver: 'pglite', dataDir: null },
    firebase: { projectId: 'demo-carzone', authEmulatorHost: null },
    production: false,
    secureCookies: false,
    seedDemoData: false,
    apiDocs: true,
    rateLimits: DEFAULT_RATE_LIMITS,
    redisUrl: null,
    backgroundSweeps: false,
  };
  const app = await createApp(config, { logger: false });
  try {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const answer = await app.inject({ method: 'GET', url: '/api/docs-json' });
    if (answer.statusCode !== 200)
      throw new Error(`GET /api/docs-json answered ${answer.statusCode}: ${answer.body}`);
    return answer.json<Record<string, unknown>>();
  } finally {
    await app.close();
  }
}
