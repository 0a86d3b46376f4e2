/**
 * Whether an error means the database cannot be reached right now (a lost or refused
 * connection, a server shutting down or restarting, no connection slot), rather than a fault
 * of the request or the code. Such a request answers 503 with `Retry-After`; the pool opens new
 * connections by itself when the server is back.
 */

/** SQLSTATEs of a database that is going, gone or not taking connections. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '58000', // system_error
]);

/** Socket errors of a connection refused, cut or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and pg-pool say when a connection ends or cannot be had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^terminating connection due to administrator command/,
];

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) {
      return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = candidate.cause;
  }
  return false;
}
