// How the configuration reads a setting's text: a flag, a port, a folder, the proxies to trust,
// a list of e-mails.
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string): boolean | number | string | null {
  if (/^\d+$/.test(value)) return Number(value);
  const flag = parseFlag(value);
  if (flag !== null) return flag;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    return (
      rest.length === 0 &&
      isIP(address ?? '') !== 0 &&
      (prefix === undefined || /^\d{1,3}$/.test(prefix))
    );
  });
  return valid ? entries.join(',') : null;
}

/** A folder given relative to the working directory, made absolute. */
export function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

export function parsePort(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

/** A flag setting, `fallback` when unset; a value that is no flag is named in `problems`. */
export function readFlag(
  read: (name: string) => string | undefined,
  name: string,
  fallback: boolean,
  problems: string[],
): boolean {
  const setting = read(name);
  const flag = setting === undefined ? fallback : parseFlag(setting);
  if (flag === null)
    problems.push(`${name} must be true/false, 1/0, yes/no or on/off (got "${setting}").`);
  return flag ?? fallback;
}

export function parseFlag(value: string): boolean | null {
  const normalized = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  return null;
}

/**
 * A comma-separated list of e-mail addresses, trimmed, in lower case, each once; '' is none. Null
 * when an entry is not an address (one @, no spaces, a dot in the domain).
 */
export function parseEmailList(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (!entries.every((entry) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(entry))) return null;
  return [...new Set(entries)];
}
