import { revokeSession } from '@/server/access/sessions';
import type { AppConfig } from '@/server/config';
import { unauthorized } from '@/server/platform/http-error';
import type { Handlers } from '@/server/plugins/operations';
import { recordAuthEvent } from './auth-events';
import { changePassword } from './change-password';
import { SlowedDown, loginGroupMember, login, type LoginContext } from './login-service';
import { loadSessionUser } from './session-user';
import type { FastifyRequest } from 'fastify';

function loginContext(request: FastifyRequest, config: AppConfig): LoginContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    limits: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    attemptsPerAddress: config.loginAttemptsPerAddress,
  };
}

export const authHandlers: Pick<
  Handlers,
  'login' | 'groupMemberLogin' | 'logout' | 'currentSession' | 'changePassword'
> = {
  login: async ({ db, body, request, reply, config }) => {
    try {
      return await login(db, body, loginContext(request, config));
    } catch (error) {
      if (error instanceof SlowedDown) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  },

  groupMemberLogin: ({ db, body, session, request, config }) =>
    loginGroupMember(db, session.userId, body.memberId, loginContext(request, config)),

  logout: async ({ db, session, request }) => {
    await revokeSession(db, session.id);
    await recordAuthEvent(db, 'logout', {
      userId: session.userId,
      viaGroupId: session.viaGroupId,
      ip: request.ip,
    });
    return { ok: true };
  },

  currentSession: async ({ db, session }) => {
    const user = await loadSessionUser(db, session.userId, session.viaGroupId);
    if (!user) throw unauthorized();
    return user;
  },

  changePassword: async ({ db, session, body, request }) => {
    await changePassword(db, session, body, request.ip);
    return { ok: true };
  },
};
