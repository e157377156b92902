// Runs the site's servers as child processes with labelled output, and stops them all together.
import { spawn } from 'node:child_process';

const children = new Set();

/** Starts a long-running process; its output lines are prefixed with its name. */
export function startProcess(name, command, args, { cwd, env, quiet = false } = {}) {
  // Children stay in our process group, so whoever stops us by group (a test runner, a terminal's
  // Ctrl-C) stops them too; each is one process, never a wrapper that could leave its own child.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const print = (chunk) => {
    if (quiet) return;
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) console.log(`[${name}] ${line}`);
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${name}] stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
      void stopAll(1);
    }
  });
  return child;
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForUrl(url, { timeoutMs = 60_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000}s.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

let stopping = false;
const cleanups = [];

/** Something to run on the way out, before the child processes are stopped (e.g. the emulator). */
export function onStop(cleanup) {
  cleanups.push(cleanup);
}

export async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.size && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children) child.kill('SIGKILL');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// A terminal closed (or `npm start`'s wrapper gone, which ends the terminal's session): stop in
// order all the same, the Auth emulator exporting its accounts.
process.on('SIGHUP', () => void stopAll(0));
