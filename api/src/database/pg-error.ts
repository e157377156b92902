/** SQLSTATEs the API turns into answers a person can read, rather than a 500. */
export const PG_EXCLUSION_VIOLATION = '23P01';

/**
 * The PostgreSQL error code (SQLSTATE) behind a failed query, from either driver. Drizzle wraps
 * the driver's error (node-postgres or PGlite) and keeps it as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
