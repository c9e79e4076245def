import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSignInTurn } from '@/server/features/auth/login-attempts';
import { createUser } from '@/server/features/users/create-user';
import { DEMO_GROUP_MEMBERS, DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, ip?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', body, ip });

describe(`signing in (${DATABASE_KIND})`, () => {
  it('answers the session user and a random token for a normal account', async () => {
    const { status, body } = await post({ username: 'palika', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.memberData).toBeUndefined();
    expect(body.checkUser).toMatchObject({
      username: 'palika',
      fullname: 'Sarita Shrestha',
      name: 'Sarita Shrestha',
      role: 'PALIKA',
      status: 'ACTIVE',
      userType: 'NORMAL',
      district: [],
      groupMembers: [],
      batch: null,
      groupName: null,
      palika: [
        { _id: 60, code: null, name: 'Biratnagar', nameNe: expect.stringMatching(/^[बव]िराटनगर$/) },
      ],
    });
    expect(body.checkUser._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash|"password"/);
  });

  it('accepts the username in any case', async () => {
    expect((await post({ username: 'PALIKA', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('answers a group token, the group name and the members for a group account', async () => {
    const { checkUser, token, memberData } = await login(t.app, 'group');
    expect(checkUser).toMatchObject({ userType: 'GROUP', role: 'GROUP', groupName: 'group' });
    expect((checkUser.groupMembers as string[]).length).toBeGreaterThanOrEqual(3);
    expect(memberData!.map((m) => m.name).sort()).toEqual(['Gita Limbu', 'Maya Tharu', 'Sita Rai']);
    expect(new Set(memberData!.map((m) => m._id))).toEqual(
      new Set(checkUser.groupMembers as string[]),
    );
    const session = await call(t.app, { url: '/api/auth/session', token });
    expect(session.status).toBe(403);
  });

  it('gives a chosen member their own session and records that it came through the group', async () => {
    const group = await login(t.app, 'group');
    const member = group.memberData!.find((m) => m.name === 'Sita Rai')!;
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/auth/group-member',
      token: group.token,
      body: { memberId: member._id },
    });
    expect(status).toBe(200);
    expect(body.checkUser).toMatchObject({
      _id: member._id,
      username: DEMO_GROUP_MEMBERS[0],
      userType: 'NORMAL',
      groupName: 'group',
      viaGroup: 'group',
    });
    const me = await call(t.app, { url: '/api/auth/session', token: body.token });
    expect(me.body).toMatchObject({ username: 'fchv.sita', viaGroup: 'group' });
    const events = await t.db.query<{ via_group_id: string }>(
      "SELECT via_group_id FROM auth_events WHERE event = 'login.groupMember' AND user_id = $1",
      [member._id],
    );
    expect(events.map((e) => e.via_group_id)).toEqual([group.checkUser._id]);
  });

  it('refuses a member of another group, and a member session choosing again', async () => {
    const group = await login(t.app, 'group');
    const outsider = await login(t.app, 'cbrf');
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/auth/group-member',
      token: group.token,
      body: { memberId: outsider.checkUser._id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message.code).toBe('auth.notGroupMember');
    const notGroup = await call(t.app, {
      method: 'POST',
      url: '/api/auth/group-member',
      token: outsider.token,
      body: { memberId: outsider.checkUser._id },
    });
    expect(notGroup.status).toBe(403);
  });

  it('says wrong username or password the same way for both, and logs the failure', async () => {
    const wrongPassword = await post({ username: 'district', password: 'nope-nope-1' });
    const unknownUser = await post({ username: 'nobody-here', password: 'nope-nope-1' });
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.status).toBe(401);
      expect(result.body.message).toEqual({
        reason: 'Wrong username or password',
        code: 'auth.invalidCredentials',
      });
    }
    const logged = await t.db.query(
      "SELECT 1 FROM auth_events WHERE event = 'login.failed' AND username = 'nobody-here'",
    );
    expect(logged).toHaveLength(1);
  });

  it('answers a blocked account alike for the right and a wrong password: the answer tells nothing of the password', async () => {
    await createUser(t.db, {
      username: 'blocked.one',
      fullName: 'Blocked One',
      role: 'CBRF',
      password: DEMO_PASSWORD,
    });
    await t.db.query(
      "UPDATE users SET status = 'BLOCKED', blocked_reason = 'left the programme', blocked_at = now() WHERE username = 'blocked.one'",
    );
    const right = await post({ username: 'blocked.one', password: DEMO_PASSWORD }, '10.1.2.1');
    const wrong = await post({ username: 'blocked.one', password: 'wrong-pass-7' }, '10.1.2.2');
    expect([right.status, right.body]).toEqual([wrong.status, wrong.body]);
    expect([right.status, right.body.message.code]).toEqual([401, 'auth.invalidCredentials']);
    // Counted alike too: five tries with the right password lock the name from there as wrong ones do.
    for (let i = 0; i < 4; i++)
      await post({ username: 'blocked.one', password: DEMO_PASSWORD }, '10.1.2.1');
    const sixth = await post({ username: 'blocked.one', password: DEMO_PASSWORD }, '10.1.2.1');
    expect([sixth.status, sixth.body.message.code]).toEqual([423, 'auth.locked']);
  });

  it('locks a name from one address after five wrong passwords in 15 minutes, the same for a name that does not exist, and not from another address', async () => {
    await createUser(t.db, {
      username: 'lock.me',
      fullName: 'Lock Me',
      role: 'CBRF',
      password: DEMO_PASSWORD,
    });
    const from = '10.1.1.1';
    for (let i = 0; i < 5; i++)
      expect((await post({ username: 'lock.me', password: `wrong-${i}-pass` }, from)).status).toBe(
        401,
      );
    const locked = await post({ username: 'lock.me', password: DEMO_PASSWORD }, from);
    expect(locked.status).toBe(423);
    expect(locked.body.message.code).toBe('auth.locked');
    // Nobody locks someone out from elsewhere: another address signs in.
    expect((await post({ username: 'lock.me', password: DEMO_PASSWORD }, '10.1.1.2')).status).toBe(
      200,
    );
    // A name that does not exist answers the same at every step: six tries tell nothing.
    for (let i = 0; i < 5; i++)
      expect(
        (await post({ username: 'no.such.person', password: `wrong-${i}-pass` }, from)).status,
      ).toBe(401);
    const unknown = await post({ username: 'no.such.person', password: DEMO_PASSWORD }, from);
    expect([unknown.status, unknown.body]).toEqual([423, locked.body]);
    // Fifteen minutes pass.
    await t.db.query(
      "UPDATE auth_events SET at = at - interval '16 minutes' WHERE username = 'lock.me'",
    );
    expect((await post({ username: 'lock.me', password: DEMO_PASSWORD }, from)).status).toBe(200);
  });

  it('forgets wrong passwords older than 15 minutes, and a sign-in starts the count again', async () => {
    await createUser(t.db, {
      username: 'slow.typist',
      fullName: 'Slow Typist',
      role: 'CBRF',
      password: DEMO_PASSWORD,
    });
    const from = '10.1.1.3';
    const wrong = () => post({ username: 'slow.typist', password: 'wrong-pass-1' }, from);
    for (let i = 0; i < 4; i++) await wrong();
    await t.db.query(
      "UPDATE auth_events SET at = at - interval '16 minutes' WHERE username = 'slow.typist'",
    );
    expect((await wrong()).status).toBe(401);
    expect((await post({ username: 'slow.typist', password: DEMO_PASSWORD }, from)).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
    expect((await post({ username: 'slow.typist', password: DEMO_PASSWORD }, from)).status).toBe(
      200,
    );
  });

  it('rejects unknown properties and names every wrong field', async () => {
    const { status, body } = await post({ username: '', pasword: 'x', role: 'SUPER_ADMIN' });
    expect(status).toBe(400);
    expect(body.message.code).toBe('validation');
    expect(body.message.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', code: 'tooShort', limit: 1 },
        { field: 'password', code: 'required' },
        { field: 'pasword', code: 'unknownProperty' },
        { field: 'role', code: 'unknownProperty' },
      ]),
    );
    expect(body.message.fields).toHaveLength(4);
  });
});

describe(`guessing at one name from many addresses (${DATABASE_KIND})`, () => {
  const guess = (username: string, password: string, ip: string) =>
    post({ username, password }, ip);

  it('evaluates few of 80 wrong passwords from 20 addresses and answers the rest 429 with Retry-After; the owner gets in at once from a known address, and from a new one after the wait', async () => {
    await createUser(t.db, {
      username: 'guessed.at',
      fullName: 'Guessed At',
      role: 'CBRF',
      password: DEMO_PASSWORD,
    });
    const home = '10.7.0.1';
    expect((await guess('guessed.at', DEMO_PASSWORD, home)).status).toBe(200);
    const answers = [];
    for (let round = 0; round < 4; round++)
      for (let address = 1; address <= 20; address++)
        answers.push(await guess('guessed.at', `guess-${round}-${address}-x`, `10.8.0.${address}`));
    const evaluated = answers.filter((a) => a.status === 401);
    const slowed = answers.filter((a) => a.status === 429);
    expect(evaluated.length + slowed.length).toBe(80);
    expect(evaluated.length).toBeLessThanOrEqual(20);
    for (const answer of slowed) {
      expect(answer.body.message.code).toBe('auth.slowedDown');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Nobody locks the owner out: from an address the name signed in from, at once.
    expect((await guess('guessed.at', DEMO_PASSWORD, home)).status).toBe(200);
    // From a new address the right password waits its turn too, at most a minute: the database's
    // clock is moved on by the wait the answer gave.
    const away = '10.9.0.1';
    // However long the guesses took (a loaded machine), the name's last turn was just taken.
    await t.db.query(
      `UPDATE auth_events SET at = clock_timestamp() WHERE id = (SELECT max(id) FROM auth_events
        WHERE lower(username) = 'guessed.at' AND event = 'signIn.turn')`,
    );
    const first = await guess('guessed.at', DEMO_PASSWORD, away);
    expect(first.status).toBe(429);
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(60);
    await t.db.query(
      "UPDATE auth_events SET at = at - make_interval(secs => $1::int) WHERE lower(username) = 'guessed.at'",
      [wait],
    );
    expect((await guess('guessed.at', DEMO_PASSWORD, away)).status).toBe(200);
  });

  it('gives a slowed name its turns one by one, however many claim them at once', async () => {
    // Thirty guesses arriving together (or at several processes of the server): each claims its turn
    // before its password is checked, so they cannot all find the name not yet slowed.
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claimSignInTurn(t.db, 'rushed.at', `10.11.0.${i}`)),
    );
    const now = waits.filter((wait) => wait === 0).length;
    expect(now).toBeGreaterThanOrEqual(10);
    // Ten free turns, then one a second later at most (the claims take well under two seconds).
    expect(now).toBeLessThanOrEqual(11);
    expect(waits.filter((wait) => wait > 0).length).toBe(30 - now);
  });

  it('slows a name that does not exist alike', async () => {
    const statuses = [];
    for (let address = 1; address <= 14; address++)
      statuses.push((await guess('no.such.name', 'guess-pass-1', `10.10.0.${address}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(11)).toEqual([429, 429, 429]);
  });
});

describe(`the per-address sign-in limit (${DATABASE_KIND})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ loginAttemptsPerAddress: 3 });
  });
  afterAll(() => limited.close());

  it('refuses a fourth attempt from one address in 15 minutes, and not from another address', async () => {
    const attempt = (ip: string) =>
      call(limited.app, {
        method: 'POST',
        url: '/api/auth/login',
        body: { username: 'admin', password: 'wrong-pass-9' },
        ip,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.9.8.7')).status).toBe(401);
    const fourth = await attempt('10.9.8.7');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message.code).toBe('auth.rateLimited');
    expect((await attempt('10.9.8.6')).status).toBe(401);
  });
});
