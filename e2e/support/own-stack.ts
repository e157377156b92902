// A site of a test's own, beside the suite's: `npm start`'s stack (built already) on ports 300
// above the suite's and a data folder of the test's, which it can stop and start again, on the
// same data, with another environment: a trip lived over days by restarting the API with
// CLOCK_OFFSET_DAYS, as the README says a person does on `npm start`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORTS, E2E_RATE_LIMITS } from './e2e-env.ts';

const SHIFT = 300;

/** The suite's ports, each moved by SHIFT. */
const PORTS = Object.fromEntries(
  Object.entries(E2E_PORTS).map(([name, port]) => [name, String(Number(port) + SHIFT)]),
) as Record<keyof typeof E2E_PORTS, string>;

/**
 * The runner's environment without what is the suite's or the runner's own: the suite's emulator
 * (the Firebase CLI would export that one's accounts as its own) and Playwright's Node options
 * (its TypeScript loader), which the stack's processes must not inherit.
 */
function withoutSuiteEmulator(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        name !== 'FIREBASE_AUTH_EMULATOR_HOST' &&
        name !== 'NODE_OPTIONS' &&
        !name.startsWith('PW_'),
    ),
  );
}

/** Whether something still listens on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until none of the stack's servers listens any more (its children stop after it). */
async function closed(): Promise<void> {
  const deadline = Date.now() + 30_000;
  const ports = Object.values(PORTS).map(Number);
  while ((await Promise.all(ports.map(listening))).some(Boolean)) {
    if (Date.now() > deadline) throw new Error('The own stack did not free its ports within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface OwnStack {
  baseUrl: string;
  /** The stack's own Auth emulator, for `createAccount`. */
  emulatorUrl: string;
  /** Starts the site on the stack's data, with these variables added (a clock offset, say). */
  start(env?: Record<string, string>): Promise<void>;
  /** Stops the site as Ctrl-C does; its data stays for the next start. */
  stop(): Promise<void>;
  /** Stops it if it runs, and removes its data. */
  remove(): Promise<void>;
}

export function ownStack(): OwnStack {
  const dataDir = mkdtempSync(join(tmpdir(), 'carzone-e2e-own-stack-'));
  const baseUrl = `http://localhost:${PORTS.PORT}`;
  let site: ChildProcess | null = null;

  async function stop() {
    const running = site;
    if (!running || running.exitCode !== null) return;
    site = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // To start.mjs alone: it stops its servers itself, the Auth emulator first, which keeps its
    // accounts for the next start only when it is asked once (a second Ctrl-C quits at once).
    running.kill('SIGINT');
    await exited;
    await closed();
  }

  return {
    baseUrl,
    emulatorUrl: `http://127.0.0.1:${PORTS.AUTH_EMULATOR_PORT}`,
    async start(env = {}) {
      const repoRoot = join(import.meta.dirname, '..', '..');
      site = spawn(
        process.execPath,
        [join(repoRoot, 'scripts', 'start.mjs'), '--skip-install', '--skip-build', '--quiet'],
        {
          cwd: join(repoRoot, 'e2e'),
          env: {
            ...withoutSuiteEmulator(process.env),
            ...E2E_RATE_LIMITS,
            ...PORTS,
            DATA_DIR: dataDir,
            NODE_ENV: 'development',
            ...env,
          },
          stdio: 'ignore',
        },
      );
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (site.exitCode !== null) throw new Error(`The own stack stopped (${site.exitCode}).`);
        try {
          const health = await fetch(`${baseUrl}/api/health`, {
            signal: AbortSignal.timeout(2000),
          });
          if (health.ok) return;
        } catch {
          // not up yet
        }
        if (Date.now() > deadline) throw new Error(`${baseUrl} did not start within 120 s.`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    stop,
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
