import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/server/openapi/contract';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Tenant isolation: a user of one palika (or district, or province) asks for, lists, searches,
 * updates and deletes what belongs to another palika and another district, through every operation
 * that reads or writes tenant data; nothing may leak, not a record, a count or a name. Each later
 * feature adds its operations to TENANT_CALLS; the first test fails while one is missing.
 */
interface Target {
  userId: string;
  groupId: string;
  memberId: string;
  palikaId: number;
}

type TenantCall = (target: Target) => { path: Record<string, string>; query?: string; body?: unknown };

const TENANT_CALLS: Record<string, TenantCall> = {
  listUsers: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=a` }),
  createUser: (t) => ({ path: {}, body: { username: 'intruder', fullname: 'Intruder', role: 'PALIKA', palikaIds: [t.palikaId] } }),
  getUser: (t) => ({ path: { id: t.userId } }),
  updateUser: (t) => ({ path: { id: t.userId }, body: { fullname: 'Changed', role: 'PALIKA', palikaIds: [t.palikaId], version: 1 } }),
  blockUser: (t) => ({ path: { id: t.userId }, body: { reason: 'hostile takeover' } }),
  unblockUser: (t) => ({ path: { id: t.userId }, body: { reason: 'hostile takeover' } }),
  resetPassword: (t) => ({ path: { id: t.userId } }),
  userAudit: (t) => ({ path: { id: t.userId } }),
  listGroups: () => ({ path: {} }),
  createGroup: (t) => ({ path: {}, body: { username: 'intruders', name: 'Intruders', palikaId: t.palikaId } }),
  addGroupMember: (t) => ({ path: { id: t.groupId }, body: { memberId: t.memberId } }),
  removeGroupMember: (t) => ({ path: { id: t.groupId, memberId: t.memberId } }),
};

/** Operations on tenant data: everything but sign-in, one's own session and password, the hierarchy of public places, system info. */
const NOT_TENANT = new Set(['login', 'groupMemberLogin', 'logout', 'currentSession', 'changePassword', 'systemInfo', 'myScope']);
const tenantOperations = operations().filter((op) => !NOT_TENANT.has(op.operationId) && !op.operationId.match(/Province|District|Palika|Places/));

let t: TestApp;
const targets: Record<string, Target & { names: string[] }> = {};

async function targetIn(username: string, admin: string): Promise<Target & { names: string[] }> {
  const detail = (await call(t.app, { url: `/api/users?search=${username}`, token: admin })).body.items.find((u: { username: string }) => u.username === username);
  const groups = (await call(t.app, { url: '/api/groups', token: admin })).body.items;
  return { userId: detail._id, palikaId: detail.places[0]._id, groupId: groups[0]._id, memberId: groups[0].members[0]._id, names: [detail.username, detail.fullname, ...groups[0].members.map((m: { name: string }) => m.name)] };
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = (await login(t.app, 'admin')).token;
  targets.otherPalika = await targetIn('palika2', admin);
  targets.ownPalikaColleague = await targetIn('cbrf', admin);
});
afterAll(() => t.close());

describe(`tenant isolation (${DATABASE_KIND})`, () => {
  it('has an isolation call for every operation on tenant data', () => {
    expect(tenantOperations.map((op) => op.operationId).filter((id) => !TENANT_CALLS[id])).toEqual([]);
  });

  for (const username of ['province', 'district', 'palika', 'cbrf', 'palika2', 'cbrf2', 'fchv.sita']) {
    it(`${username} gets 403 and not one name from every tenant operation`, async () => {
      const { token } = await login(t.app, username);
      for (const target of Object.values(targets)) {
        for (const op of tenantOperations) {
          const { path, query, body } = TENANT_CALLS[op.operationId](target);
          const url = op.path.replace(/\{(\w+)\}/g, (_, key: string) => path[key]) + (query ? `?${query}` : '');
          for (const payload of body === undefined ? [undefined] : [body, {}, { junk: true }]) {
            const result = await call(t.app, { method: op.method as 'GET', url, token, body: payload });
            expect([op.operationId, result.status]).toEqual([op.operationId, 403]);
            const text = JSON.stringify(result.body);
            for (const name of target.names) expect([op.operationId, text.includes(name)]).toEqual([op.operationId, false]);
          }
        }
      }
      const checked = await call(t.app, { url: `/api/users/${targets.otherPalika.userId}`, token: (await login(t.app, 'admin')).token });
      expect(checked.body).toMatchObject({ fullname: 'Kamala Yadav', status: 'ACTIVE', version: 1 });
    });
  }
});
