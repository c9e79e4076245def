import { json, ref } from './schema-helpers';

const error = (description: string, headers?: Record<string, unknown>) => ({
  ...json(ref('Error'), description),
  ...(headers && { headers }),
});

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before asking again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/**
 * The answers any operation can give whatever it does (issue 37 §5), all in the one error shape:
 * a request that cannot be read, arrives too slowly, holds headers over the limit; a session ended
 * or not allowed; a body too large or not JSON, a save another took the value of meanwhile; the
 * server's own fault, or the database away for a moment. An operation's own description of a status, where it has one, is kept.
 */
function sharedAnswers(method: string, op: Operation): Record<string, unknown> {
  const reads = method === 'get';
  const signedIn = (op['x-session'] ?? []).length > 0;
  return {
    '400': error('The request could not be read: its address, query or body is malformed'),
    ...(signedIn && {
      '401': error('Not signed in, or the session has ended'),
      '403': error(
        'Signed in, but not allowed: another kind of session (a group before its member is chosen), ' +
          'a password to change first, or a role without the right',
      ),
    }),
    '408': error('The request did not arrive in time'),
    ...(!reads && {
      '409': error('Changed by someone else meanwhile'),
      '413': error('The body is larger than this operation reads'),
      '415': error('The body is not JSON'),
    }),
    '431': error("The request's headers (its address among them) are larger than the server reads"),
    '500': error('Something went wrong on the server; it is logged'),
    '503': error(
      'The server is busy, or its database is away for a moment: ask again after Retry-After',
      RETRY_AFTER,
    ),
  };
}

interface Operation {
  responses: Record<string, unknown>;
  'x-session'?: string[];
}
type PathItem = Record<string, Operation>;

/** Every operation of the paths with the shared answers it does not describe itself. */
export function withSharedAnswers<Paths extends Record<string, object>>(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as PathItem).map(([method, op]) => [
          method,
          { ...op, responses: sortedByStatus({ ...sharedAnswers(method, op), ...op.responses }) },
        ]),
      ),
    ]),
  ) as Paths;
}

const sortedByStatus = (responses: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
