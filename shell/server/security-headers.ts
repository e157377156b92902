// The security headers of the shell's server (`npm start`), read from the file nginx includes in
// production (deploy/security-headers.conf), so the two servers cannot drift apart.
import { readFileSync } from 'node:fs';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** `add_header Name "value";` or `add_header Name "value" always;`, the value in double quotes. */
const ADD_HEADER = /^add_header\s+([A-Za-z0-9-]+)\s+"([^"\\]*)"(?:\s+always)?\s*;$/;

/**
 * The headers of an nginx snippet made only of `add_header` lines (comments and blank lines
 * aside). Any other line is an error: it would mean nginx sends something this server does not.
 */
export function parseAddHeaders(text: string): HeaderList {
  const headers: Array<[string, string]> = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') return;
    const match = ADD_HEADER.exec(line);
    if (!match) {
      throw new Error(
        `Line ${index + 1} is not an add_header line this server understands: ${raw.trim()}`,
      );
    }
    headers.push([match[1]!, match[2]!]);
  });
  return headers;
}

/** Adds `sources` to the CSP `directives` (created when missing), each source once. */
export function allowSources(
  policy: string,
  directives: readonly string[],
  sources: readonly string[],
): string {
  const parsed = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0] !== '');
  for (const directive of directives) {
    const found = parsed.find((tokens) => tokens[0]!.toLowerCase() === directive);
    const target = found ?? [directive];
    if (!found) parsed.push(target);
    for (const source of sources) if (!target.includes(source)) target.push(source);
  }
  return parsed.map((tokens) => tokens.join(' ')).join('; ');
}

/**
 * The site's headers for this run: the production list, with the Auth emulator's origin allowed
 * where the Firebase SDK reaches it (its REST calls, and the helper iframe of Google sign-in).
 */
export function securityHeadersFor(
  productionHeaders: HeaderList,
  authEmulatorUrl: string | undefined,
): HeaderList {
  if (!authEmulatorUrl) return productionHeaders;
  const origin = new URL(authEmulatorUrl).origin;
  return productionHeaders.map(([name, value]) =>
    name.toLowerCase() === 'content-security-policy'
      ? ([name, allowSources(value, ['connect-src', 'frame-src'], [origin])] as const)
      : ([name, value] as const),
  );
}

export function readSecurityHeaders(file: string | URL): HeaderList {
  return parseAddHeaders(readFileSync(file, 'utf8'));
}
