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
