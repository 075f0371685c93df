// Recognises an error that means "the database cannot be reached right now" rather than "this request
// is wrong": the server refused or dropped the connection, is shutting down or starting up, or no
// connection could be had in time. Such a request is answered 503 with Retry-After, never 500.

/** Node socket errors and PostgreSQL SQLSTATEs of class 08 (connection) and 57P0x (shutdown, starting). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
]);

/** Messages node-postgres gives without a code when a connection breaks or cannot be had. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
];

/** Seconds a client is told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The driver's own words when `error` means the database is unreachable (e.g. "57P01: terminating
 * connection due to administrator command"), else null. Safe to log: it never holds the failed query's
 * parameters, which Drizzle's wrapping error does.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  // Drizzle wraps driver errors in its own (with the driver's as `cause`), so the whole chain is read.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return `${code}: ${text}`;
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(text))) return text;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseUnavailableReason(error) !== null;

/**
 * The driver's own words for a failed statement, without the statement or its parameters (which may hold
 * personal data): Drizzle's wrapping error carries both, its `cause` neither.
 */
export function driverMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
