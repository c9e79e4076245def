import { apiPost } from '@/client/lib/api-client';
import type { Schemas } from '@/shared/api/types';

function rethrow(message: string) {
  return (error: unknown): never => {
    console.error(message, error);
    throw new Error(message, { cause: error });
  };
}

/**
 * Signs in; a failure is logged and rethrown as `Error logging user in` (the cause says why).
 * `sent` is the same request already on its way (the form drawn in the HTML sent it before the app
 * came: src/client/early-sign-in.ts), whose answer is read as this request's own.
 */
export function login(
  credentials: Schemas['LoginRequest'],
  sent?: Promise<Response>,
): Promise<Schemas['LoginResponse']> {
  return apiPost(
    '/api/auth/login',
    { body: credentials, ...(sent ? { fetch: () => sent } : {}) },
    { authenticated: false },
  ).catch(rethrow('Error logging user in'));
}

/** Opens the chosen member's own session with the group token. */
export function loginGroupMember(
  groupToken: string,
  memberId: string,
): Promise<Schemas['LoginResponse']> {
  return apiPost('/api/auth/group-member', { body: { memberId } }, { token: groupToken }).catch(
    rethrow('Error logging user in'),
  );
}

/** Changes the password of the bearer (the group token for a group account); failures as for login, with its message (SPEC §8). */
export function changePassword(
  body: Schemas['ChangePasswordRequest'],
  token?: string,
): Promise<Schemas['Done']> {
  return apiPost('/api/users/changePassword', { body }, token ? { token } : {}).catch(
    rethrow('Error logging user in'),
  );
}

/** Revokes the session on the server; signing out on this device goes on whatever the answer. */
export function logout(): Promise<unknown> {
  return apiPost('/api/auth/logout').catch(() => undefined);
}
