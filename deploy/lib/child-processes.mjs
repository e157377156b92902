// The long-running processes of one production layout (nginx, the API instances): started with
// labelled output, watched for an unexpected exit, and stopped together. Unlike scripts/lib/
// processes.mjs it installs no signal handlers and never exits the process, so a test can start
// and stop a layout as a library call.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} ChildGroupOptions
 * @property {(line: string) => void} log  where each labelled output line goes
 * @property {(name: string, reason: string) => void} onUnexpectedExit  a child ended on its own
 */

/**
 * @typedef {object} Child
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} process
 * @property {Promise<void>} exited
 * @property {string[]} recentOutput  its last lines, for an error message
 */

export class ChildGroup {
  /** @param {ChildGroupOptions} options */
  constructor({ log, onUnexpectedExit }) {
    this.log = log;
    this.onUnexpectedExit = onUnexpectedExit;
    /** @type {Set<Child>} */
    this.running = new Set();
    this.stopping = false;
  }

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd?: string, env: NodeJS.ProcessEnv }} options  env: the whole environment
   * @returns {Child}
   */
  start(name, command, args, { cwd, env }) {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const recentOutput = [];
    const print = (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        recentOutput.push(line);
        if (recentOutput.length > 40) recentOutput.shift();
        this.log(`[${name}] ${line}`);
      }
    };
    child.stdout?.on('data', print);
    child.stderr?.on('data', print);
    /** @type {Child} */
    const entry = {
      name,
      process: child,
      recentOutput,
      exited: new Promise((resolve) => child.once('close', () => resolve())),
    };
    this.running.add(entry);
    child.once('error', (error) => recentOutput.push(error.message));
    void entry.exited.then(() => {
      this.running.delete(entry);
      if (!this.stopping) {
        const reason = child.signalCode ?? `exit code ${child.exitCode}`;
        this.onUnexpectedExit(name, `${reason}\n${recentOutput.slice(-15).join('\n')}`);
      }
    });
    return entry;
  }

  /** SIGTERM to every child (nginx: fast shutdown; the API: drains), SIGKILL after `graceMs`. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
    const children = [...this.running];
    for (const child of children) child.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of this.running) child.process.kill('SIGKILL');
    }, graceMs);
    await Promise.all(children.map((child) => child.exited));
    clearTimeout(timer);
  }
}

/**
 * Polls `url` until it answers 2xx (or `status`); fails at once when `child` ends, or after
 * `timeoutMs`.
 * @param {string} url
 * @param {{ label: string, child?: Child, timeoutMs?: number, status?: number }} options
 */
export async function waitUntilAnswering(url, { label, child, timeoutMs = 90_000, status }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.process.exitCode !== null || child.process.signalCode !== null)) {
      throw new Error(`${label} stopped while starting:\n${child.recentOutput.join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok || response.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const output = child ? `\n${child.recentOutput.join('\n')}` : '';
      throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s.${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
