// What of an error may be logged. A failed query's error (Drizzle's) carries the statement's
// parameters, that is a visitor's input (a contact message, an e-mail address); the driver's
// error may carry a row's values in its `detail`. Only the SQL text (with its $1 placeholders),
// the SQLSTATE and the stack are kept.

export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggableError;
}

const MAX_CAUSES = 3;

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-Error was thrown.' };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  const result: LoggableError = {
    type: error.name,
    message: messageOf(error),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: framesOf(error.stack) } : {}),
  };
  if (cause !== undefined && depth < MAX_CAUSES) result.cause = loggableError(cause, depth + 1);
  return result;
}

function messageOf(error: Error): string {
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && 'params' in error)
    return `Failed query (parameters withheld): ${query}`;
  // PostgreSQL quotes the offending input at the end of some messages
  // (`invalid input syntax for type uuid: "…"`).
  return error.message.replace(/: ".*"$/s, ': "[withheld]"');
}

/** The stack's frames only: its first line repeats the message, which may hold values. */
function framesOf(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
