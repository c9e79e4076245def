import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let superadmin: string;
let biratnagar: number;
let morang: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin')).token;
  superadmin = (await login(t.app, 'superadmin')).token;
  const search = async (q: string, level: string) =>
    (await call(t.app, { url: `/api/geography/search?q=${q}&level=${level}`, token: admin })).body
      .items[0].id;
  biratnagar = await search('Biratnagar', 'palika');
  morang = await search('Morang', 'district');
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token, body });
const userId = async (username: string) =>
  (await call(t.app, { url: `/api/users?search=${username}`, token: admin })).body.items.find(
    (u: { username: string }) => u.username === username,
  )._id as string;

describe(`managing users (${DATABASE_KIND})`, () => {
  it('creates a user with a one-time password that must be changed before anything else', async () => {
    const created = await post('/api/users', admin, {
      username: 'new.palika',
      fullname: 'Naya Palika',
      role: 'PALIKA',
      palikaIds: [biratnagar],
      phone: '9800000000',
      email: null,
      batch: null,
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({
      username: 'new.palika',
      role: 'PALIKA',
      palikaIds: [biratnagar],
      mustChangePassword: true,
      createdBy: 'admin',
      version: 1,
    });
    const oneTime = created.body.oneTimePassword as string;
    expect(oneTime).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    const session = await login(t.app, 'new.palika', oneTime);
    expect(session.checkUser.mustChangePassword).toBe(true);
    const blocked = await call(t.app, { url: '/api/geography/provinces', token: session.token });
    expect([blocked.status, blocked.body.message.code]).toEqual([
      403,
      'auth.passwordChangeRequired',
    ]);
    expect(
      (
        await post('/api/users/changePassword', session.token, {
          currentPassword: oneTime,
          newPassword: 'Koshi-river-2083',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, { url: '/api/geography/provinces', token: session.token })).status,
    ).toBe(200);
  });

  it('names every field that is wrong: places that do not fit the role, unknown places, a taken username', async () => {
    const wrong = await post('/api/users', admin, {
      username: 'x.district',
      fullname: 'X',
      role: 'DISTRICT',
      palikaIds: [biratnagar],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.fields).toEqual([
      { field: 'districtIds', code: 'required' },
      { field: 'palikaIds', code: 'notForRole' },
    ]);
    const unknown = await post('/api/users', admin, {
      username: 'x.palika',
      fullname: 'X',
      role: 'PALIKA',
      palikaIds: [99999],
    });
    expect(unknown.body.message.fields).toEqual([{ field: 'palikaIds', code: 'unknownPlace' }]);
    const taken = await post('/api/users', admin, {
      username: 'PALIKA',
      fullname: 'X',
      role: 'PALIKA',
      palikaIds: [biratnagar],
    });
    expect([taken.status, taken.body.message.fields]).toEqual([
      409,
      [{ field: 'username', code: 'taken' }],
    ]);
    const shape = await post('/api/users', admin, {
      username: 'a b',
      fullname: '',
      role: 'KING',
      palikaIds: 'x',
      extra: 1,
    });
    expect(shape.body.message.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'extra',
      'fullname',
      'palikaIds',
      'role',
      'username',
    ]);
  });

  it('lets an admin manage everyone except admins, and a super admin everyone', async () => {
    const adminByAdmin = await post('/api/users', admin, {
      username: 'second.admin',
      fullname: 'Second Admin',
      role: 'ADMIN',
    });
    expect(adminByAdmin.body.message.fields).toEqual([{ field: 'role', code: 'notAllowed' }]);
    expect(
      (
        await post('/api/users', superadmin, {
          username: 'second.admin',
          fullname: 'Second Admin',
          role: 'ADMIN',
        })
      ).status,
    ).toBe(200);
    const superId = await userId('superadmin');
    expect(
      (await post(`/api/users/${superId}/block`, admin, { reason: 'testing the rule' })).status,
    ).toBe(403);
    expect((await post(`/api/users/${superId}/resetPassword`, admin)).status).toBe(403);
  });

  it('lets nobody change their own role or places, or block themself', async () => {
    const own = await userId('superadmin');
    const me = (await call(t.app, { url: `/api/users/${own}`, token: superadmin })).body;
    const demote = await call(t.app, {
      method: 'PUT',
      url: `/api/users/${own}`,
      token: superadmin,
      body: { fullname: me.fullname, role: 'ADMIN', version: me.version },
    });
    expect(demote.status).toBe(403);
    expect(
      (await post(`/api/users/${own}/block`, superadmin, { reason: 'not allowed' })).status,
    ).toBe(403);
    const rename = await call(t.app, {
      method: 'PUT',
      url: `/api/users/${own}`,
      token: superadmin,
      body: { fullname: 'Sushila K.', role: 'SUPER_ADMIN', version: me.version },
    });
    expect(rename.body.fullname).toBe('Sushila K.');
  });

  it('detects a concurrent edit and overwrites nothing', async () => {
    const id = await userId('cbrf');
    const start = (await call(t.app, { url: `/api/users/${id}`, token: admin })).body;
    const edit = (fullname: string) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/users/${id}`,
        token: admin,
        body: { fullname, role: 'CBRF', palikaIds: [biratnagar], version: start.version },
      });
    expect((await edit('Anita Tamang (first)')).status).toBe(200);
    const stale = await edit('Anita Tamang (second)');
    expect([stale.status, stale.body.message.code]).toEqual([409, 'conflict']);
    expect((await call(t.app, { url: `/api/users/${id}`, token: admin })).body).toMatchObject({
      fullname: 'Anita Tamang (first)',
      version: start.version + 1,
    });
  });

  it('blocks a signed-in user at once, with a reason, and unblocks; the audit history shows who did what, before and after', async () => {
    const victim = await login(t.app, 'district');
    const id = victim.checkUser._id as string;
    const blocked = await post(`/api/users/${id}/block`, admin, {
      reason: 'left the district office',
    });
    expect(blocked.body).toMatchObject({
      status: 'BLOCKED',
      blockedReason: 'left the district office',
    });
    expect((await call(t.app, { url: '/api/auth/session', token: victim.token })).status).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/auth/login',
          body: { username: 'district', password: 'Demo@2083' },
        })
      ).body.message.code,
    ).toBe('auth.invalidCredentials');
    expect(
      (await post(`/api/users/${id}/unblock`, admin, { reason: 'came back' })).body.status,
    ).toBe('ACTIVE');
    await call(t.app, {
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      body: {
        fullname: 'Bikash Limbu',
        role: 'DISTRICT',
        districtIds: [morang],
        phone: '9812345678',
        version: 3,
      },
    });
    const history = (await call(t.app, { url: `/api/users/${id}/audit`, token: admin })).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'update',
      'unblock',
      'block',
    ]);
    expect(history[0]).toMatchObject({
      actor: 'admin',
      viaGroup: null,
      before: { phone: null },
      after: { phone: '9812345678' },
    });
    expect(history[2]).toMatchObject({
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCKED', reason: 'left the district office' },
    });
  });

  it('resets a password to a one-time one, ending the user’s sessions', async () => {
    const victim = await login(t.app, 'province');
    const reset = await post(`/api/users/${victim.checkUser._id}/resetPassword`, admin);
    expect((await call(t.app, { url: '/api/auth/session', token: victim.token })).status).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/auth/login',
          body: { username: 'province', password: 'Demo@2083' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await login(t.app, 'province', reset.body.oneTimePassword)).checkUser.mustChangePassword,
    ).toBe(true);
  });

  it('lists users a page at a time, filtered by role, status and place, sorted on the server', async () => {
    const inMorang = (
      await call(t.app, {
        url: `/api/users?districtId=${morang}&pageSize=100&sort=username`,
        token: admin,
      })
    ).body;
    expect(inMorang.items.map((u: { username: string }) => u.username)).toEqual([
      'cbrf',
      'cbrf2',
      'district',
      'fchv.gita',
      'fchv.maya',
      'fchv.sita',
      'group',
      'new.palika',
      'palika',
      'palika2',
    ]);
    const cbrfs = (
      await call(t.app, {
        url: `/api/users?role=CBRF&palikaId=${biratnagar}&sort=fullname&order=desc`,
        token: admin,
      })
    ).body;
    expect(cbrfs.items.map((u: { fullname: string }) => u.fullname)).toEqual([
      'Sita Rai',
      'Gita Limbu',
      'Anita Tamang (first)',
    ]);
    expect(cbrfs.items[0].places).toEqual([
      expect.objectContaining({ _id: biratnagar, name: 'Biratnagar' }),
    ]);
    expect((await call(t.app, { url: '/api/users?provinceId=2', token: admin })).body.total).toBe(
      0,
    );
  });
});

describe(`managing groups (${DATABASE_KIND})`, () => {
  it('creates a group for a palika, adds a member whose scope fits, refuses one whose does not, removes one', async () => {
    const created = await post('/api/groups', admin, {
      username: 'ward5.fchv',
      name: 'Ward 5 FCHV group',
      palikaId: biratnagar,
    });
    expect(created.body.group).toMatchObject({
      username: 'ward5.fchv',
      name: 'Ward 5 FCHV group',
      status: 'ACTIVE',
      members: [],
    });
    expect(created.body.group.palika._id).toBe(biratnagar);
    const groupId = created.body.group._id;
    const added = await post(`/api/groups/${groupId}/members`, admin, {
      memberId: await userId('fchv.sita'),
    });
    expect(added.body.members.map((m: { name: string }) => m.name)).toEqual(['Sita Rai']);
    for (const [outsider, code] of [
      ['cbrf2', 'group.memberOutsidePalika'],
      ['admin', 'group.memberOutsidePalika'],
      ['ward5.fchv', 'notAllowed'],
    ]) {
      const refused = await post(`/api/groups/${groupId}/members`, admin, {
        memberId: await userId(outsider),
      });
      expect([outsider, refused.status, refused.body.message.fields]).toEqual([
        outsider,
        400,
        [{ field: 'memberId', code }],
      ]);
    }
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/groups/${groupId}/members/${await userId('fchv.sita')}`,
      token: admin,
    });
    expect(removed.body.members).toEqual([]);
    const list = (await call(t.app, { url: '/api/groups', token: admin })).body.items;
    expect(list.map((g: { username: string }) => g.username)).toEqual(['group', 'ward5.fchv']);
    const history = (await call(t.app, { url: `/api/users/${groupId}/audit`, token: admin })).body
      .items;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'removeMember',
      'addMember',
      'createGroup',
    ]);
  });

  it('a new group must change its one-time password before a member signs in through it', async () => {
    const created = await post('/api/groups', admin, {
      username: 'ward7.fchv',
      name: 'Ward 7 FCHV group',
      palikaId: biratnagar,
    });
    await post(`/api/groups/${created.body.group._id}/members`, admin, {
      memberId: await userId('fchv.gita'),
    });
    const group = await login(t.app, 'ward7.fchv', created.body.oneTimePassword);
    const member = await post('/api/auth/group-member', group.token, {
      memberId: await userId('fchv.gita'),
    });
    expect([member.status, member.body.message.code]).toEqual([403, 'auth.passwordChangeRequired']);
    await post('/api/users/changePassword', group.token, {
      currentPassword: created.body.oneTimePassword,
      newPassword: 'Ward7-group-2083',
    });
    expect(
      (await post('/api/auth/group-member', group.token, { memberId: await userId('fchv.gita') }))
        .body.checkUser.viaGroup,
    ).toBe('ward7.fchv');
  });
});
