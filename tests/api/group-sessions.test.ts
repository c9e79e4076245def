import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * A member's session opened through a group account lives only as long as the group and the
 * membership: a lost shared tablet must not stay signed in once the group is blocked or the member
 * removed.
 */
let t: TestApp;
let admin: string;
let biratnagar: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin')).token;
  biratnagar = (
    await call(t.app, { url: '/api/geography/search?q=Biratnagar&level=palika', token: admin })
  ).body.items[0].id;
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token, body });
const session = (token: string) => call(t.app, { url: '/api/auth/session', token });
const userId = async (username: string) =>
  (await call(t.app, { url: `/api/users?search=${username}`, token: admin })).body.items.find(
    (u: { username: string }) => u.username === username,
  )._id as string;

/** A new group of Biratnagar with the given members, its password changed, and one member session per member. */
async function groupWithMembers(username: string, members: string[]) {
  const created = await post('/api/groups', admin, {
    username,
    name: `${username} group`,
    palikaId: biratnagar,
  });
  const groupId = created.body.group._id as string;
  for (const member of members)
    await post(`/api/groups/${groupId}/members`, admin, { memberId: await userId(member) });
  const group = await login(t.app, username, created.body.oneTimePassword);
  const changed = await post('/api/users/changePassword', group.token, {
    currentPassword: created.body.oneTimePassword,
    newPassword: 'Tablet-River-2083',
  });
  expect(changed.status).toBe(200);
  const sessions: Record<string, string> = {};
  for (const member of members) {
    const opened = await post('/api/auth/group-member', group.token, {
      memberId: await userId(member),
    });
    expect(opened.status).toBe(200);
    sessions[member] = opened.body.token;
  }
  return { groupId, groupToken: group.token, sessions };
}

describe(`sessions opened through a group (${DATABASE_KIND})`, () => {
  it("end for every member when the group account is blocked, and the member's own sign-in still works", async () => {
    const { groupId, groupToken, sessions } = await groupWithMembers('ward9.fchv', [
      'fchv.sita',
      'fchv.gita',
    ]);
    const own = await login(t.app, 'fchv.sita');
    expect((await session(sessions['fchv.sita'])).status).toBe(200);
    expect(
      (await post(`/api/users/${groupId}/block`, admin, { reason: 'tablet lost' })).status,
    ).toBe(200);
    for (const token of [groupToken, sessions['fchv.sita'], sessions['fchv.gita']])
      expect((await session(token)).status).toBe(401);
    expect(
      (await call(t.app, { url: '/api/pwd/profiles', token: sessions['fchv.gita'] })).status,
    ).toBe(401);
    expect((await session(own.token)).status).toBe(200);
  });

  it('end for a member removed from the group, and only for that member', async () => {
    const { groupId, sessions } = await groupWithMembers('ward10.fchv', ['fchv.sita', 'fchv.gita']);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/groups/${groupId}/members/${await userId('fchv.sita')}`,
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect((await session(sessions['fchv.sita'])).status).toBe(401);
    expect((await session(sessions['fchv.gita'])).status).toBe(200);
  });

  it('are refused when the group or the membership no longer holds, even if the session row was not ended', async () => {
    const { groupId, sessions } = await groupWithMembers('ward11.fchv', ['fchv.sita', 'fchv.gita']);
    await t.db.query('DELETE FROM group_members WHERE group_id = $1 AND member_id = $2', [
      groupId,
      await userId('fchv.sita'),
    ]);
    expect((await session(sessions['fchv.sita'])).status).toBe(401);
    await t.db.query("UPDATE users SET status = 'BLOCKED' WHERE id = $1", [groupId]);
    expect((await session(sessions['fchv.gita'])).status).toBe(401);
  });
});

describe(`a group's members fit its palika (${DATABASE_KIND})`, () => {
  const put = (url: string, body: unknown) =>
    call(t.app, { method: 'PUT', url, token: admin, body });
  const detail = async (username: string) =>
    (await call(t.app, { url: `/api/users/${await userId(username)}`, token: admin })).body;

  it('refuses a province or district user, and a palika user of more palikas, naming the field in both languages', async () => {
    const created = await post('/api/groups', admin, {
      username: 'ward12.fchv',
      name: 'Ward 12 FCHV group',
      palikaId: biratnagar,
    });
    const groupId = created.body.group._id as string;
    const sundar = (
      await call(t.app, {
        url: '/api/geography/search?q=Sundarharaicha&level=palika',
        token: admin,
      })
    ).body.items[0].id as number;
    const wide = await post('/api/users', admin, {
      username: 'two.palikas',
      fullname: 'Two Palikas',
      role: 'PALIKA',
      palikaIds: [biratnagar, sundar],
    });
    expect(wide.status).toBe(200);
    for (const wider of ['province', 'district', 'two.palikas']) {
      const refused = await post(`/api/groups/${groupId}/members`, admin, {
        memberId: await userId(wider),
      });
      expect([wider, refused.status, refused.body.message.fields]).toEqual([
        wider,
        400,
        [{ field: 'memberId', code: 'group.memberOutsidePalika' }],
      ]);
    }
    const groups = (await call(t.app, { url: '/api/groups', token: admin })).body.items;
    expect(groups.find((g: { _id: string }) => g._id === groupId).members).toEqual([]);
  });

  it("refuses to move a member to a district role or another palika while in the group; the member's session stays the group's palika", async () => {
    const { sessions } = await groupWithMembers('ward13.fchv', ['fchv.gita']);
    const gita = await detail('fchv.gita');
    const district = (await detail('district')).districtIds;
    const moved = await put(`/api/users/${gita._id}`, {
      fullname: gita.fullname,
      role: 'DISTRICT',
      districtIds: district,
      version: gita.version,
    });
    expect([moved.status, moved.body.message.fields]).toEqual([
      400,
      [{ field: 'role', code: 'group.isMember', other: 'Biratnagar FCHV Group' }],
    ]);
    const elsewhere = await put(`/api/users/${gita._id}`, {
      fullname: gita.fullname,
      role: 'CBRF',
      palikaIds: [biratnagar, biratnagar + 1],
      version: gita.version,
    });
    expect([elsewhere.status, elsewhere.body.message.fields?.[0]?.code]).toEqual([
      400,
      'group.isMember',
    ]);
    expect(await detail('fchv.gita')).toMatchObject({ role: 'CBRF', palikaIds: [biratnagar] });
    const scope = await call(t.app, { url: '/api/geography/scope', token: sessions['fchv.gita'] });
    expect(scope.body).toMatchObject({ national: false, palikaIds: [biratnagar] });
  });

  it('opens no session, and keeps none, for a member that does not fit (a membership written before the rule)', async () => {
    const { groupId, groupToken, sessions } = await groupWithMembers('ward14.fchv', ['fchv.sita']);
    const province = await userId('province');
    await t.db.query('INSERT INTO group_members (group_id, member_id) VALUES ($1, $2)', [
      groupId,
      province,
    ]);
    const opened = await post('/api/auth/group-member', groupToken, { memberId: province });
    expect([opened.status, opened.body.message.code]).toEqual([403, 'auth.notGroupMember']);
    // A member session opened before the member's area grew ends with it.
    const sita = await userId('fchv.sita');
    await t.db.query("UPDATE users SET role = 'DISTRICT' WHERE id = $1", [sita]);
    await t.db.query('DELETE FROM user_palikas WHERE user_id = $1', [sita]);
    await t.db.query(
      'INSERT INTO user_districts (user_id, district_id) SELECT $1, district_id FROM palikas WHERE id = $2',
      [sita, biratnagar],
    );
    expect((await session(sessions['fchv.sita'])).status).toBe(401);
    await t.db.query("UPDATE users SET role = 'CBRF' WHERE id = $1", [sita]);
    await t.db.query('DELETE FROM user_districts WHERE user_id = $1', [sita]);
    await t.db.query('INSERT INTO user_palikas (user_id, palika_id) VALUES ($1, $2)', [
      sita,
      biratnagar,
    ]);
    await t.db.query('DELETE FROM group_members WHERE member_id = $1', [province]);
  });
});
