import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { canAccess } from '@/shared/access';
import { BIRATNAGAR } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ROLE_ACCOUNTS = {
  SUPER_ADMIN: 'superadmin',
  ADMIN: 'admin',
  PROVINCE: 'province',
  DISTRICT: 'district',
  PALIKA: 'palika',
  CBRF: 'cbrf',
};
/**
 * Operations that name a palika unless the caller has only one: called for Biratnagar, which
 * every account above may read, so the answer is about the role, not a missing parameter.
 */
const PALIKA_QUERIES: Record<string, string> = { palikaStanding: `palikaId=${BIRATNAGAR}` };

beforeAll(async () => {
  t = await startTestApp();
  for (const [role, username] of Object.entries(ROLE_ACCOUNTS))
    tokens[role] = (await login(t.app, username)).token;
});
afterAll(() => t.close());

/** The GET operations a person's session may call without parameters, with the access level the contract gives them. */
const needsQuery = (op: ReturnType<typeof operations>[number]) =>
  ((op.schema.querystring?.required as string[] | undefined) ?? []).length > 0;
const guarded = operations().filter(
  (op) =>
    op.method === 'GET' &&
    op.sessions.includes('user') &&
    !op.path.includes('{') &&
    !needsQuery(op),
);

describe(`access from the shared rules (${DATABASE_KIND})`, () => {
  it('covers operations of every guarded level', () => {
    expect(new Set(guarded.map((op) => op.access))).toEqual(
      new Set(['signedIn', 'admin', 'superAdmin']),
    );
  });

  for (const role of Object.keys(ROLE_ACCOUNTS)) {
    it(`answers ${role} with 200 where the rules allow and 403 elsewhere`, async () => {
      for (const op of guarded) {
        const query = PALIKA_QUERIES[op.operationId];
        const url = query ? `${op.path}?${query}` : op.path;
        const result = await call(t.app, { url, token: tokens[role] });
        const expected = canAccess(op.access, role) ? 200 : 403;
        expect([op.operationId, result.status]).toEqual([op.operationId, expected]);
        if (expected === 403) expect(result.body.message.code).toBe('forbidden');
      }
    });
  }

  it('answers 401, not 403, to a caller without a session', async () => {
    for (const op of guarded)
      expect([op.operationId, (await call(t.app, { url: op.path })).status]).toEqual([
        op.operationId,
        401,
      ]);
  });

  it('lists users for an admin, a page at a time, with search', async () => {
    const page = await call(t.app, {
      url: '/api/users?page=1&pageSize=3&search=fchv',
      token: tokens.ADMIN,
    });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(4);
    expect(page.body.items).toHaveLength(3);
    const second = await call(t.app, {
      url: '/api/users?page=2&pageSize=3&search=fchv',
      token: tokens.ADMIN,
    });
    const names = [...page.body.items, ...second.body.items]
      .map((u: { username: string }) => u.username)
      .sort();
    expect(names).toEqual(['fchv.gita', 'fchv.maya', 'fchv.sita', 'group']);
  });

  it('validates query parameters and rejects unknown ones, naming each', async () => {
    const result = await call(t.app, {
      url: '/api/users?page=0&pageSize=500&sort=name&colour=red',
      token: tokens.ADMIN,
    });
    expect(result.status).toBe(400);
    expect(result.body.message.fields).toEqual(
      expect.arrayContaining([
        { field: 'query.page', code: 'tooSmall', limit: 1 },
        { field: 'query.pageSize', code: 'tooLarge', limit: 100 },
        { field: 'query.sort', code: 'invalidValue' },
        { field: 'query.colour', code: 'unknownProperty' },
      ]),
    );
  });
});
