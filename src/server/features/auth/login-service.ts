import { createSession, type SessionLimits } from '@/server/access/sessions';
import type { Database } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { HttpError } from '@/server/platform/http-error';
import { UNKNOWN_USER_HASH, verifyPassword } from '@/server/platform/passwords';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { recentLoginAttempts, recordAuthEvent } from './auth-events';
import { claimSignInTurn, lockedFrom, recordSuccessfulLogin } from './login-attempts';
import { loadGroupMembers, loadSessionUser } from './session-user';

export interface LoginContext {
  ip: string;
  userAgent?: string;
  limits: SessionLimits;
  attemptsPerAddress: number;
}

interface LoginRow {
  id: string;
  username: string;
  password_hash: string;
  status: string;
  user_type: 'NORMAL' | 'GROUP';
}

/** The answer to a name locked from an address, whether or not the name exists (decision 0031). */
export const lockedOut = () =>
  new HttpError(
    423,
    'auth.locked',
    'Too many wrong passwords for this name from this address; try again in 15 minutes',
  );

/**
 * The answer to a sign-in of a name slowed after many wrong passwords from anywhere (decision
 * 0039): not evaluated; `Retry-After` says when the next one will be.
 */
export class SlowedDown extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'auth.slowedDown',
      `Many wrong passwords for this name lately; the next attempt is checked in ${retryAfterSeconds} s`,
    );
  }
}

const invalidCredentials = () =>
  new HttpError(401, 'auth.invalidCredentials', 'Wrong username or password');

/**
 * Checks the address's rate limit, the name's lock from the address, the name's slowing after wrong
 * passwords from anywhere, then the credentials, and opens a session (a group session for a group
 * account).
 */
export async function login(
  db: Database,
  credentials: Schemas['LoginRequest'],
  context: LoginContext,
): Promise<Schemas['LoginResponse']> {
  const username = credentials.username.trim();
  const event = { username, ip: context.ip };
  if ((await recentLoginAttempts(db, context.ip)) >= context.attemptsPerAddress) {
    await recordAuthEvent(db, 'login.rateLimited', event);
    throw new HttpError(
      429,
      'auth.rateLimited',
      'Too many sign-in attempts from this address; try again later',
    );
  }
  if (await lockedFrom(db, username, context.ip)) {
    await recordAuthEvent(db, 'login.locked', event);
    throw lockedOut();
  }
  const wait = await claimSignInTurn(db, username, context.ip);
  if (wait > 0) {
    await recordAuthEvent(db, 'login.slowed', event);
    throw new SlowedDown(wait);
  }
  const user = await queryOne<LoginRow>(
    db,
    sql`SELECT id, username, password_hash, status, user_type FROM users WHERE lower(username) = lower(${username})`,
  );
  const passwordOk = await verifyPassword(
    credentials.password,
    user?.password_hash ?? UNKNOWN_USER_HASH,
  );
  // A blocked account answers and counts as a wrong password does, whether or not the password was
  // right: otherwise its answer would tell a guesser the password (issue 37 §1.9).
  if (!user || !passwordOk || user.status !== 'ACTIVE') {
    await recordAuthEvent(db, 'login.failed', { ...event, userId: user?.id ?? null });
    throw invalidCredentials();
  }
  return openSession(db, user, context);
}

async function openSession(
  db: Database,
  user: LoginRow,
  context: LoginContext,
): Promise<Schemas['LoginResponse']> {
  const isGroup = user.user_type === 'GROUP';
  return db.transaction(async (tx) => {
    await recordSuccessfulLogin(tx, user.id);
    const token = await createSession(
      tx,
      {
        userId: user.id,
        kind: isGroup ? 'GROUP' : 'USER',
        ip: context.ip,
        userAgent: context.userAgent,
      },
      context.limits,
    );
    await recordAuthEvent(tx, 'login.success', {
      username: user.username,
      userId: user.id,
      ip: context.ip,
    });
    const checkUser = await loadSessionUser(tx, user.id);
    if (!checkUser) throw new Error('user vanished during login');
    if (!isGroup) return { checkUser, token };
    return { checkUser, token, memberData: await loadGroupMembers(tx, user.id) };
  });
}

/** Opens a member's own session from a group session; records that it came through the group. */
export async function loginGroupMember(
  db: Database,
  groupId: string,
  memberId: string,
  context: LoginContext,
): Promise<Schemas['LoginResponse']> {
  const members = await loadGroupMembers(db, groupId);
  if (!members.some((m) => m._id === memberId)) {
    throw new HttpError(
      403,
      'auth.notGroupMember',
      'This person is not an active member of the group',
    );
  }
  return db.transaction(async (tx) => {
    await recordSuccessfulLogin(tx, memberId);
    const token = await createSession(
      tx,
      {
        userId: memberId,
        kind: 'USER',
        viaGroupId: groupId,
        ip: context.ip,
        userAgent: context.userAgent,
      },
      context.limits,
    );
    await recordAuthEvent(tx, 'login.groupMember', {
      userId: memberId,
      viaGroupId: groupId,
      ip: context.ip,
    });
    const checkUser = await loadSessionUser(tx, memberId, groupId);
    if (!checkUser) throw new Error('member vanished during login');
    return { checkUser, token };
  });
}
