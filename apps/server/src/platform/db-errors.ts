/**
 * Is an error the database being away (a connection ended or refused, the server shutting down, a time-out) rather
 * than a bug? Such failures answer 503 'try again' and never stop the process; anything else stays a 500.
 */

/**
 * PostgreSQL SQLSTATEs of a lost or refused connection: class 08 (connection exception) plus admin shutdown,
 * crash shutdown, cannot connect now (57P01–57P03), idle-in-transaction time-out (25P03) and a statement
 * cancelled by statement_timeout (57014).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '25P03', '57014']);

/** Node's socket errors when the server is down, unreachable or drops the connection. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and pg-pool errors that carry no code. */
const MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

function matches(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (SQLSTATES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return MESSAGES.some((pattern) => pattern.test(message));
}

/** Looks through `cause` (drizzle wraps driver errors) and AggregateError's `errors` (Node's happy eyeballs). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (matches(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
