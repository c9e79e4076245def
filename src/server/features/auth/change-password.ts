import type { Database } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { HttpError, invalid } from '@/server/platform/http-error';
import { checkNewPassword } from '@/server/platform/password-check';
import { hashPassword, verifyPassword } from '@/server/platform/passwords';
import { revokeOtherSessions } from '@/server/platform/sessions';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { recordAuthEvent } from './auth-events';
import { lockedFrom } from './login-attempts';
import { lockedOut } from './login-service';

/** Checks the current password and the policy, stores the new hash and ends every other session. */
export async function changePassword(
  db: Database,
  session: { id: string; userId: string },
  body: Schemas['ChangePasswordRequest'],
  ip: string,
): Promise<void> {
  const user = await queryOne<{ username: string; password_hash: string }>(
    db,
    sql`SELECT username, password_hash FROM users WHERE id = ${session.userId}`,
  );
  if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in');
  // A wrong current password is a wrong password: counted and locked as a sign-in's (decision 0031).
  const event = { username: user.username, userId: session.userId, ip };
  if (await lockedFrom(db, user.username, ip)) {
    await recordAuthEvent(db, 'login.locked', event);
    throw lockedOut();
  }
  if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
    await recordAuthEvent(db, 'login.failed', event);
    throw new HttpError(400, 'auth.wrongCurrentPassword', 'The current password is not right', [
      { field: 'currentPassword', code: 'invalidValue' },
    ]);
  }
  const problem = checkNewPassword(body.newPassword, {
    username: user.username,
    currentPassword: body.currentPassword,
  });
  if (problem) throw invalid([{ field: 'newPassword', code: problem }]);
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.query(
      sql`UPDATE users SET password_hash = ${hash}, must_change_password = false, updated_at = now(), updated_by = ${session.userId},
              version = version + 1 WHERE id = ${session.userId}`,
    );
    await revokeOtherSessions(tx, session.userId, session.id);
    await recordAuthEvent(tx, 'password.changed', { userId: session.userId, ip });
  });
}
