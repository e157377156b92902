// Where each unit is served: its port (from its variable, or units.json's default) and, for a
// remote, the path below which every origin serves it and its entry's file name.
import { REMOTES, UNITS, type RemoteKey } from './units.ts';

/** Remotes are served below this path on every origin, so the shell can proxy them same-origin. */
export function remoteBasePath(key: RemoteKey): string {
  return `/remotes/${REMOTES[key].folder}/`;
}

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Where a remote's build will be served from. A release of one remote (deploy/release-remote.mjs)
 * builds it for its own versioned folder below the remote's path, named by REMOTE_BASE_PATH, so
 * its federation manifest names where its files really are; anything else there is refused.
 */
export function remoteBuildBase(key: RemoteKey, env: NodeJS.ProcessEnv = process.env): string {
  const base = remoteBasePath(key);
  const requested = env.REMOTE_BASE_PATH;
  if (requested === undefined || requested === '') return base;
  const version = requested.startsWith(base) ? requested.slice(base.length) : '';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\/$/.test(version) || version === 'assets/') {
    throw new Error(
      `REMOTE_BASE_PATH must be ${base}<version>/ (letters, digits, . _ -), got "${requested}".`,
    );
  }
  return requested;
}

/** A port from its environment variable, or the unit's default; anything else is a clear error. */
export function portFromEnv(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

export const remotePort = (key: RemoteKey) =>
  portFromEnv(REMOTES[key].portVariable, REMOTES[key].port);
export const apiPort = () => portFromEnv(UNITS.api.portVariable, UNITS.api.port);
export const shellPort = () => portFromEnv(UNITS.shell.portVariable, UNITS.shell.port);
