import type { FastifyRequest } from 'fastify';

/** A SQLSTATE: the code PostgreSQL (and PGlite) give every error of theirs. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as the logs may hold it (issue 20 §3): a database error by its code, constraint, table,
 * column and routine, and where it was thrown, never its message, detail, query or parameters (they
 * carry what was written: names, citizenship numbers, NINs); any other error as it is.
 */
export function loggableError(error: Error): LoggedError {
  const e = error as Error & Record<string, unknown>;
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
    const { code, constraint, table, column, routine } = e;
    const frames = (e.stack ?? '').split('\n').slice(1).join('\n');
    return {
      type: 'DatabaseError',
      message: `database error ${code}`,
      stack: frames,
      ...{ code, constraint, table, column, routine },
    };
  }
  return { type: e.name, message: e.message, stack: e.stack ?? '' };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** A request as the logs may hold it: its method and path, not its query (a search is a name). */
export const loggableRequest = (request: FastifyRequest) => ({
  id: request.id,
  method: request.method,
  path: request.url.split('?')[0],
});
