/**
 * PostgreSQL error codes that mean the connection or the server went away, not that the query was
 * wrong: class 08 (connection exception), 57P01-57P03 (terminated by an administrator or a
 * restart, not accepting connections yet) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and the socket say when the connection drops or cannot be opened. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) says the
 * database could not be reached or dropped the connection: the request answers 503 and may be
 * retried (with the same Idempotency-Key for a checkout), the process keeps serving.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}

/** Seconds a client is told to wait before retrying (Retry-After) while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
