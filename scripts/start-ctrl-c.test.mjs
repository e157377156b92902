// `npm start`, sign up, Ctrl-C, `npm start` again: the person signs in with the same password and
// their browser's session still works. Run as a person runs it: `npm start` in a pseudo-terminal
// (util-linux `script`), whose Ctrl-C signals the whole foreground process group at once, npm
// included; npm then exits at once and the terminal goes, hanging up on whatever still stops.
// Beside it, as on a machine that runs tests or a second checkout, another Auth emulator of the
// same project has started before it. Uses the built site (`npm test` builds first; `npm run test:unit`
// leaves this file out).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authEmulatorConfig } from './lib/auth-emulator.mjs';
import { portsShiftedBy } from './lib/units.mjs';
import { repoRoot } from './lib/workspace.mjs';

/** Apart from npm start's, the end-to-end suites' (+1000, +1300) and the benchmarks' (+2000…). */
const SHIFT = 1700;
const ports = portsShiftedBy(SHIFT);
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'FIREBASE_AUTH_EMULATOR_HOST' && name !== 'NODE_OPTIONS',
    ),
  ),
  ...ports,
  MAIL_SMTP_PORT: String(2525 + SHIFT + 300),
  MAIL_PAGE_PORT: String(2525 + SHIFT + 301),
  METRICS_PORT: '0',
  NODE_ENV: 'development',
};
const siteUrl = `http://localhost:${ports.PORT}`;
const emulatorPort = Number(ports.AUTH_EMULATOR_PORT);
const identityToolkit = (method) =>
  `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
/** Every port the site listens on: the emulator's hub and logging ports come after its own. */
const sitePorts = [
  ...Object.values(ports).map(Number),
  emulatorPort + 1,
  emulatorPort + 2,
  Number(env.MAIL_SMTP_PORT),
  Number(env.MAIL_PAGE_PORT),
];

const dataDir = mkdtempSync(join(tmpdir(), 'carzone-start-ctrl-c-'));
/** The temporary folder of the site and of the other emulator: theirs alone, not the machine's. */
const tempDir = join(dataDir, 'tmp');
mkdirSync(tempDir);
/** @type {import('node:child_process').ChildProcess | null} */
let terminal = null;
/** @type {import('node:child_process').ChildProcess | null} */
let otherEmulator = null;

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm start` in a pseudo-terminal of its own, until it says where the site runs. */
async function npmStart() {
  const started = spawn(
    'script',
    [
      '--quiet',
      '--flush',
      '--command',
      'npm start -- --skip-install --skip-build --quiet',
      '/dev/null',
    ],
    {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: dataDir, TMPDIR: tempDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  terminal = started;
  let output = '';
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve(undefined);
    };
    started.stdout.on('data', read);
    started.stderr.on('data', read);
    started.once('exit', (code) =>
      reject(new Error(`npm start stopped (${code}) before the site ran:\n${output}`)),
    );
  });
}

/** Ctrl-C typed into the terminal; waits until the terminal has gone and every server stopped. */
async function ctrlC() {
  const running = terminal;
  if (!running) return;
  terminal = null;
  if (running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.stdin.write('\x03');
    await exited;
  }
  await until(
    'The site did not stop',
    async () => !(await Promise.all(sitePorts.map(listening))).some(Boolean),
    60_000,
  );
}

/**
 * Another Auth emulator of the project, empty, started the Firebase CLI's plain way (as any tool
 * or an older checkout starts one): the CLI records where its hub is in the temporary folder, by
 * the project's name only, and an emulator started later finds that record there.
 */
async function startOtherEmulator() {
  const port = emulatorPort + 100;
  const config = join(tempDir, 'other-firebase.json');
  writeFileSync(config, JSON.stringify(authEmulatorConfig(port)));
  otherEmulator = spawn(
    join(repoRoot, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-carzone', '--config', config],
    { cwd: tempDir, env: { ...env, TMPDIR: tempDir }, stdio: 'ignore' },
  );
  await until(
    'The other emulator did not start',
    async () => (await listening(port)) && (await listening(port + 1)),
    60_000,
  );
}

async function stopOtherEmulator() {
  const running = otherEmulator;
  otherEmulator = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGINT');
  await exited;
}

async function callIdentityToolkit(method, body) {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return { status: response.status, body: await response.json() };
}

/** The demo owner's account (README: owner@carzone.test, CarZone123). */
async function demoOwner() {
  const { body } = await callIdentityToolkit('signInWithPassword', {
    email: 'owner@carzone.test',
    password: 'CarZone123',
  });
  return { localId: body.localId, error: body.error?.message };
}

afterAll(async () => {
  await ctrlC();
  await stopOtherEmulator();
  rmSync(dataDir, { recursive: true, force: true });
}, 90_000);

describe('npm start after a Ctrl-C in its terminal', () => {
  it('keeps the accounts and the sessions of the start before', async () => {
    await startOtherEmulator();
    await npmStart();
    const email = `ctrl-c-${Date.now()}@carzone.test`;
    const password = 'Secret123';
    const signedUp = await callIdentityToolkit('signUp', { email, password });
    expect(signedUp.status).toBe(200);
    const session = await fetch(`${siteUrl}/api/jwt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: signedUp.body.idToken }),
    });
    expect(session.status).toBe(200);
    const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect((await fetch(`${siteUrl}/api/me`, { headers: { cookie } })).status).toBe(200);
    const ownerBefore = await demoOwner();
    expect(ownerBefore.localId).toBeTruthy();

    await ctrlC();
    await stopOtherEmulator();
    await npmStart();

    const signedIn = await callIdentityToolkit('signInWithPassword', { email, password });
    expect(signedIn.body.error?.message, 'the same password signs in').toBeUndefined();
    expect(signedIn.status).toBe(200);
    const me = await fetch(`${siteUrl}/api/me`, { headers: { cookie } });
    expect({ status: me.status, body: await me.json() }).toMatchObject({
      status: 200,
      body: { email, uid: signedUp.body.localId },
    });
    // The demo owner, seeded at the first start, is the same account, not one made again.
    expect((await demoOwner()).localId).toBe(ownerBefore.localId);
  }, 400_000);
});
