// Starts the Firebase Auth emulator (from firebase-tools) as a child process and resolves once it
// answers. Used by `npm start`, by the API tests and by the end-to-end tests, so all three run the
// same embedded identity provider.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');

export const DEMO_PROJECT_ID = 'demo-carzone';

export async function isAuthEmulatorUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, projectId?: string, stateDir?: string, log?: (line: string) => void }} options
 *   stateDir: where accounts are imported from and exported to on exit (omit for a throwaway run).
 * @returns {Promise<{ host: string, projectId: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({
  port = 9099,
  projectId = DEMO_PROJECT_ID,
  stateDir,
  log,
} = {}) {
  const host = `127.0.0.1:${port}`;
  // Each run gets its own config so the hub and logging ports never collide with another emulator.
  const configDir = mkdtempSync(join(tmpdir(), 'carzone-auth-emulator-'));
  const configPath = join(configDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configPath,
  ];
  if (stateDir) {
    mkdirSync(stateDir, { recursive: true });
    args.push('--import', stateDir, '--export-on-exit', stateDir);
  }
  const child = spawn(firebaseBin, args, {
    cwd: configDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const output = [];
  const collect = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    log?.(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!(await isAuthEmulatorUp(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host,
    projectId,
    // SIGINT lets the emulator export its accounts before it exits.
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
