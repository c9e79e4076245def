import { revokeOtherSessions } from '@/server/access/sessions';
import type { Database } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { HttpError, invalid } from '@/server/platform/http-error';
import { checkNewPassword } from '@/server/platform/password-check';
import { hashPassword, verifyPassword } from '@/server/platform/passwords';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { recordAuthEvent } from './auth-events';
import { lockedFrom } from './login-attempts';
import { lockedOut } from './login-service';

/**
 * The names, in both languages, of the places of a user's area and the places above them: the
 * assigned palikas with their districts and provinces, the assigned districts with their provinces,
 * the assigned provinces. Words a guesser of this account tries first.
 */
async function placeNamesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.query<{ name_en: string; name_ne: string }>(
    sql`WITH pal AS (SELECT p.name_en, p.name_ne, p.district_id FROM user_palikas l JOIN palikas p ON p.id = l.palika_id WHERE l.user_id = ${userId}),
        dis AS (SELECT d.id, d.name_en, d.name_ne, d.province_id FROM districts d
                 WHERE d.id IN (SELECT district_id FROM pal) OR d.id IN (SELECT district_id FROM user_districts WHERE user_id = ${userId}))
      SELECT name_en, name_ne FROM pal
      UNION SELECT name_en, name_ne FROM dis
      UNION SELECT pr.name_en, pr.name_ne FROM provinces pr
       WHERE pr.id IN (SELECT province_id FROM dis) OR pr.id IN (SELECT province_id FROM user_provinces WHERE user_id = ${userId})`,
  );
  return rows.flatMap((row) => [row.name_en, row.name_ne]);
}

/** Checks the current password and the policy, stores the new hash and ends every other session. */
export async function changePassword(
  db: Database,
  session: { id: string; userId: string },
  body: Schemas['ChangePasswordRequest'],
  ip: string,
): Promise<void> {
  const user = await queryOne<{ username: string; full_name: string; password_hash: string }>(
    db,
    sql`SELECT username, full_name, password_hash FROM users WHERE id = ${session.userId}`,
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
    fullName: user.full_name,
    placeNames: await placeNamesOf(db, session.userId),
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
