// A whole CarZone stack for a benchmark: started from the existing builds on spare ports (shifted
// by `offset`, so it runs beside `npm start` and beside another bench stack) with a data folder of
// its own, or the site at BENCH_URL when that is given. Run `npm start` or `pnpm build` once first.
// `root` is the checkout to start (another commit's, from baseline-build.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portsShiftedBy } from './units.mjs';
import { repoRoot } from './workspace.mjs';

/** The flags every Chromium run needs on these machines (ARCHITECTURE.md §8). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} `url` ends with `/`. */
export async function startBenchStack(offset = 2000, root = repoRoot) {
  if (process.env.BENCH_URL && root === repoRoot) {
    return { url: new URL('/', process.env.BENCH_URL).href, stop: async () => {} };
  }
  const ports = portsShiftedBy(offset);
  const dataDir = mkdtempSync(join(tmpdir(), 'carzone-bench-'));
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--skip-install', '--skip-build', '--quiet'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...ports,
        MAIL_SMTP_PORT: String(2525 + offset),
        MAIL_PAGE_PORT: String(3025 + offset),
        // No metrics: the page benchmarks read none, and npm start may hold 9464.
        METRICS_PORT: '0',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('is running at') && resolve());
    child.once('exit', (code) => reject(new Error(`the stack exited with ${code}`)));
  });
  return {
    url: `http://localhost:${ports.PORT}/`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}
