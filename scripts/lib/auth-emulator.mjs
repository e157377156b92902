// Starts the Firebase Auth emulator (from firebase-tools) as a child process and resolves once it
// answers. Used by `npm start`, by the API tests and by the end-to-end tests, so all three run the
// same embedded identity provider.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
const guard = join(dirname(fileURLToPath(import.meta.url)), 'auth-emulator-guard.mjs');

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
 * Each account's `validSince` as the last run exported it. The emulator's import sets it to the
 * import's time, as if every account had signed out everywhere: a session cookie made before would
 * be refused as revoked.
 * @returns {{ localId: string, validSince: string }[]}
 */
function exportedValidSince(stateDir) {
  try {
    const { users = [] } = JSON.parse(
      readFileSync(join(stateDir, 'auth_export', 'accounts.json'), 'utf8'),
    );
    return users
      .filter((user) => user.localId && user.validSince)
      .map(({ localId, validSince }) => ({ localId, validSince }));
  } catch {
    return [];
  }
}

/** Calls the emulator's admin REST API (as the project's owner). */
async function asOwner(host, projectId, method, body) {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${method}`,
    {
      method: body ? 'POST' : 'GET',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    },
  );
  if (!response.ok)
    throw new Error(`accounts:${method}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Gives the imported accounts back the `validSince` they were exported with, once the import has
 * brought them all in (the emulator answers before its import ends).
 */
async function restoreValidSince(host, projectId, exported, deadline) {
  if (exported.length === 0) return;
  const wanted = new Set(exported.map((account) => account.localId));
  for (;;) {
    const { users = [] } = await asOwner(host, projectId, 'batchGet?maxResults=-1');
    if (users.filter((user) => wanted.has(user.localId)).length === wanted.size) break;
    if (Date.now() > deadline)
      throw new Error(`The Auth emulator on ${host} did not import its accounts.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const account of exported) await asOwner(host, projectId, 'update', account);
}

/**
 * The firebase.json of an Auth emulator on `port`: its hub and logging on the next two ports, on
 * 127.0.0.1, no UI.
 */
export function authEmulatorConfig(port) {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
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
  writeFileSync(configPath, JSON.stringify(authEmulatorConfig(port)));
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
  const exported = stateDir ? exportedValidSince(stateDir) : [];
  if (await isAuthEmulatorUp(host)) {
    throw new Error(
      `Something already answers on ${host}, where the Auth emulator would start: another start still running or stopping?`,
    );
  }
  // In a session of its own, through the guard: a terminal's Ctrl-C (or hang-up) signals every
  // process of its group at once, and the emulator, signalled twice, quits without exporting its
  // accounts. It is asked once, by the guard, when stop() closes the guard's stdin or we go.
  const child = spawn(process.execPath, [guard, firebaseBin, ...args], {
    cwd: configDir,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // The CLI finds its hub (to export through, at exit) by a file in the temporary folder
      // named after the project only: with a second emulator of the project on the machine (the
      // tests', another checkout's) started later, it would export that one's accounts as ours.
      TMPDIR: configDir,
    },
  });
  const killAll = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
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
      killAll();
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    await restoreValidSince(host, projectId, exported, deadline);
  } catch (error) {
    killAll();
    throw error;
  }
  return {
    host,
    projectId,
    // Once asked, the emulator exports its accounts to stateDir, then exits.
    stop: async () => {
      child.stdin.end();
      const timer = setTimeout(killAll, 60_000);
      if (child.exitCode === null && child.signalCode === null) await exited;
      clearTimeout(timer);
    },
  };
}
