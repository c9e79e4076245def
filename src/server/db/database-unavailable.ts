/** Seconds a client is told to wait (Retry-After) before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached (stopped, restarting, recovering, or its connection lost). The API
 * answers it 503 `busy` with Retry-After (src/server/plugins/error-handler.ts), as the fair queue's
 * full line does, so a client tries again in a few seconds instead of being told something went
 * wrong (issue 37 §1.2). What it asked was not acknowledged; once the database is back it succeeds.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached just now; try again in a few seconds', { cause });
  }
}

/** Errors of the socket to the database: refused, reset, timed out, unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: a connection exception (class 08), the server shutting down or killed
 * (57P01–57P02), starting up or recovering (57P03), or out of connections (53300).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres's own words for a connection it lost or could not open. */
const LOST_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** Whether `error` says the database is away rather than the statement wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
  if (LOST_MESSAGES.test(error.message)) return true;
  // Several addresses tried (IPv4 and IPv6), each refused.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** A database-away error as the 503 the API answers; any other error as it was. */
export const unavailableOr = (error: unknown): unknown =>
  isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailable)
    ? new DatabaseUnavailable(error)
    : error;
