/** Injection token for the Drizzle handle (`Database`) every repository uses. */
export const DATABASE = Symbol('DATABASE');
/** Injection token for the connection that owns it (driver name, close). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');
