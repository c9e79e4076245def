import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/server/features/users/create-user';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionIdleMinutes: 30, sessionMaxHours: 8 });
});
afterAll(() => t.close());

const session = (token: string) => call(t.app, { url: '/api/auth/session', token });
const changePassword = (token: string, body: unknown) =>
  call(t.app, { method: 'POST', url: '/api/users/changePassword', token, body });

async function freshUser(username: string) {
  await createUser(t.db, { username, fullName: username, role: 'CBRF', password: DEMO_PASSWORD });
  return login(t.app, username);
}

describe(`sessions (${DATABASE_KIND})`, () => {
  it('stores only a hash of the token, with idle and absolute limits from the configuration', async () => {
    const { token } = await login(t.app, 'district');
    const rows = await t.db.query<{ token_hash: string; hours: number }>(
      'SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].hours).toBe(8);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    expect((await call(t.app, { url: '/api/auth/session' })).status).toBe(401);
    expect((await call(t.app, { url: '/api/auth/session', token: 'x' })).status).toBe(401);
    const other = await call(t.app, { url: '/api/auth/session', token: 'A'.repeat(43) });
    expect(other.status).toBe(401);
    expect(other.body.message.code).toBe('unauthorized');
  });

  it('revokes the session at logout', async () => {
    const { token } = await login(t.app, 'province');
    expect((await session(token)).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token })).body).toEqual({
      ok: true,
    });
    expect((await session(token)).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(
      401,
    );
  });

  it('ends a session past its absolute expiry', async () => {
    const { token } = await freshUser('expiry.user');
    await t.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = 'expiry.user')",
    );
    expect((await session(token)).status).toBe(401);
  });

  it('ends a session left idle longer than the idle limit, and keeps one in use', async () => {
    const idle = await freshUser('idle.user');
    await t.db.query(
      "UPDATE sessions SET last_used_at = now() - interval '31 minutes' WHERE user_id = (SELECT id FROM users WHERE username = 'idle.user')",
    );
    expect((await session(idle.token)).status).toBe(401);
    const busy = await freshUser('busy.user');
    await t.db.query(
      "UPDATE sessions SET last_used_at = now() - interval '29 minutes' WHERE user_id = (SELECT id FROM users WHERE username = 'busy.user')",
    );
    expect((await session(busy.token)).status).toBe(200);
    const [row] = await t.db.query<{ fresh: boolean }>(
      "SELECT last_used_at > now() - interval '1 minute' AS fresh FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = 'busy.user')",
    );
    expect(row.fresh).toBe(true);
  });

  it("ends a user's sessions at once when the user is blocked", async () => {
    const { token } = await freshUser('soon.blocked');
    expect((await session(token)).status).toBe(200);
    await t.db.query("UPDATE users SET status = 'BLOCKED' WHERE username = 'soon.blocked'");
    expect((await session(token)).status).toBe(401);
  });
});

describe(`changing a password (${DATABASE_KIND})`, () => {
  it('names what the policy refuses, and the wrong current password', async () => {
    const { token } = await freshUser('policy.user');
    const cases: [unknown, { field: string; code: string }][] = [
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'short1' },
        { field: 'newPassword', code: 'password.tooShort' },
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'policy.user-2083' },
        { field: 'newPassword', code: 'password.containsUsername' },
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
        { field: 'newPassword', code: 'password.sameAsCurrent' },
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'allletterslong' },
        { field: 'newPassword', code: 'password.needsVariety' },
      ],
      [
        { currentPassword: 'not-my-password-1', newPassword: 'Himal-2083-river' },
        { field: 'currentPassword', code: 'invalidValue' },
      ],
    ];
    for (const [body, field] of cases) {
      const result = await changePassword(token, body);
      expect([field, result.status]).toEqual([field, 400]);
      expect(result.body.message.fields).toEqual([field]);
    }
    expect(
      (await changePassword(token, { currentPassword: DEMO_PASSWORD })).body.message.fields,
    ).toEqual([{ field: 'newPassword', code: 'required' }]);
  });

  it('counts a wrong current password as a wrong sign-in: the sixth try is refused, and so is signing in from there', async () => {
    const { token } = await freshUser('guessed.user');
    for (let i = 0; i < 5; i++)
      expect(
        (
          await changePassword(token, {
            currentPassword: `guess-${i}-pass`,
            newPassword: 'Himal-2083-river',
          })
        ).status,
      ).toBe(400);
    const locked = await changePassword(token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Himal-2083-river',
    });
    expect([locked.status, locked.body.message.code]).toEqual([423, 'auth.locked']);
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'guessed.user', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(423);
  });

  it('refuses a common or repetitive new password, naming why', async () => {
    const { token } = await freshUser('simple.user');
    for (const [newPassword, code] of [
      ['aaaaaaa1', 'password.repetitive'],
      ['Password123', 'password.tooCommon'],
    ]) {
      const result = await changePassword(token, { currentPassword: DEMO_PASSWORD, newPassword });
      expect([newPassword, result.status, result.body.message.fields]).toEqual([
        newPassword,
        400,
        [{ field: 'newPassword', code }],
      ]);
    }
  });

  it('changes it, keeps the current session, ends the others, and the new password signs in', async () => {
    const first = await freshUser('mover.user');
    const second = await login(t.app, 'mover.user');
    const result = await changePassword(first.token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Himal-2083-river',
    });
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect((await session(first.token)).status).toBe(200);
    expect((await session(second.token)).status).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/auth/login',
          body: { username: 'mover.user', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect((await login(t.app, 'mover.user', 'Himal-2083-river')).token).toBeTruthy();
  });

  it("with a group token changes the group account's password", async () => {
    await createUser(t.db, {
      username: 'spare.group',
      fullName: 'Spare Group',
      role: 'GROUP',
      userType: 'GROUP',
      password: DEMO_PASSWORD,
    });
    const group = await login(t.app, 'spare.group');
    const result = await changePassword(group.token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Group-2083-river',
    });
    expect(result.status).toBe(200);
    expect((await login(t.app, 'spare.group', 'Group-2083-river')).checkUser.userType).toBe(
      'GROUP',
    );
  });
});
