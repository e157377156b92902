// Tells a query that failed because the database could not be reached (refused, cut, timed out,
// shutting down) from one the database refused. The first is the service's trouble, passing: the
// API answers 503 with Retry-After, and the pool reconnects on its own once the server is back.

/** Seconds a client should wait before trying again (the Retry-After of a 503). */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server that is going away or not taking connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own words for a lost or never-made connection. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection ended unexpectedly/i;

const MAX_CAUSES = 4;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth <= MAX_CAUSES; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      // Class 08: connection exception.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    // Drizzle's wrapper spells out the query's parameters, a visitor's words: never match on it.
    const message = (current as { message?: unknown }).message;
    const isQueryWrapper = typeof current === 'object' && 'params' in current;
    if (!isQueryWrapper && typeof message === 'string' && DRIVER_MESSAGES.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
