import { type ActiveSession, findActiveSession } from '@/server/access/sessions';
import { type TenantScope, tenantScopeOf } from '@/server/access/tenant-scope';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { type Operation, operations } from '@/server/openapi/contract';
import { HttpError, unauthorized } from '@/server/platform/http-error';
import { canAccess } from '@/shared/access';
import type { OkBody, OperationId, PathOf, QueryOf, RequestBody } from '@/shared/api/types';
import { readRouting } from './read-routing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface OperationContext<Op extends OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: RequestBody<Op>;
  query: QueryOf<Op>;
  params: PathOf<Op>;
  /** Present whenever the operation declares `x-session`. */
  session: ActiveSession;
  /** Present whenever the operation declares `x-tenant`: the only way to reach records of palikas. */
  tenant: TenantScope;
  db: Database;
  config: AppConfig;
}

export type OperationHandler<Op extends OperationId> = (
  context: OperationContext<Op>,
) => Promise<OkBody<Op>>;
export type Handlers = { [Op in OperationId]: OperationHandler<Op> };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const WHILE_PASSWORD_MUST_CHANGE = new Set(['changePassword', 'logout', 'currentSession']);

/** Authentication and access, from the operation's `x-session` and `x-access`: applied once, here. */
async function authorize(
  op: Operation,
  request: FastifyRequest,
  db: Database,
  config: AppConfig,
): Promise<ActiveSession | undefined> {
  if (op.sessions.length === 0 && op.access === 'public') return undefined;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = await findActiveSession(db, token, {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  });
  if (!session) throw unauthorized('Your session has ended; please sign in again');
  const kind = session.kind === 'GROUP' ? 'group' : 'user';
  if (!op.sessions.includes(kind)) {
    if (kind === 'group') throw new HttpError(403, 'forbidden', 'Choose a group member first');
    throw new HttpError(403, 'auth.groupSessionRequired', 'This needs a group sign-in');
  }
  if (session.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.has(op.operationId)) {
    throw new HttpError(403, 'auth.passwordChangeRequired', 'Change your password first');
  }
  if (!canAccess(op.access, session.role))
    throw new HttpError(403, 'forbidden', 'You are not allowed to do this');
  return session;
}

/**
 * Registers one route per operation of the contract, validated by the contract's schemas.
 * Every operation must have a handler and every handler an operation: the server will not start otherwise.
 */
export function registerOperations(
  app: FastifyInstance,
  handlers: Handlers,
  db: Database,
  config: AppConfig,
): void {
  const ops = operations();
  const missing = ops.filter((op) => !(op.operationId in handlers)).map((op) => op.operationId);
  const extra = Object.keys(handlers).filter((id) => !ops.some((op) => op.operationId === id));
  if (missing.length || extra.length)
    throw new Error(`Contract and handlers differ: missing ${missing} extra ${extra}`);
  const sessions = new WeakMap<FastifyRequest, ActiveSession | undefined>();
  const routing = readRouting(db);
  for (const op of ops) {
    const handler = handlers[op.operationId as OperationId] as OperationHandler<OperationId>;
    app.route({
      method: op.method as 'GET',
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: op.schema,
      ...(op.bodyLimit && { bodyLimit: op.bodyLimit }),
      // Before the body is even read: a caller without the right gets 401 or 403, never a validation error.
      onRequest: async (request) => {
        sessions.set(request, await authorize(op, request, db, config));
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        const tenant = op.tenant && session ? tenantScopeOf(session) : undefined;
        const answer = await handler({
          request,
          reply,
          body: request.body as never,
          query: request.query as never,
          params: request.params as never,
          session: session as ActiveSession,
          tenant: tenant as TenantScope,
          db: routing.databaseFor(op, session?.id),
          config,
        });
        routing.saved(op, session?.id);
        return answer;
      },
    });
  }
}
