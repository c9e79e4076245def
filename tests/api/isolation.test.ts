import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { activityUpdateOf, validActivity } from './support/activities';
import { validValue, valueUpdateOf } from './support/activity-values';
import { batchUpdateOf, member, validBatch } from './support/batches';
import { DUPLICATE_ADMIN_CALLS, DUPLICATE_CALLS } from './support/isolation-duplicates';
import { PALIKA_PROFILE_CALLS, palikaProfileTargets } from './support/isolation-profiles';
import { REPORTING_CALLS, TARGET_CALLS, targetBody } from './support/isolation-targets-reports';
import { BIRATNAGAR, SUNDARHARAICHA, updateOf, validProfile } from './support/profiles';
import { noItemOf, putWaitingReports } from './support/reports';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Tenant isolation: a user of one palika (or district, or province) asks for, lists, searches,
 * exports, updates and deletes what belongs to another palika, another district and another
 * province, through every operation that reads or writes tenant data; nothing may leak, not a
 * record, a count or a name. Each later feature adds its operations to TENANT_CALLS; the first
 * test fails while one is missing.
 */
interface Target {
  palikaId: number;
  userId: string;
  groupId: string;
  memberId: string;
  profile: Record<string, unknown> & { _id: string };
  service: { _id: string };
  batch: Record<string, unknown> & { _id: string };
  activity: Record<string, unknown> & { _id: string };
  value: Record<string, unknown> & { _id: string };
  facility: Record<string, unknown> & { _id: string };
  fchv: Record<string, unknown> & { _id: string; version: number };
  ward: Record<string, unknown> & { _id: string };
  target: Record<string, unknown> & { _id: string; version: number };
  /** Words that must never appear in an answer to someone outside the target's palika. */
  names: string[];
}

type TenantCall = (target: Target) => {
  path: Record<string, string>;
  query?: string;
  body?: unknown;
};

/** Administration of accounts: only SUPER_ADMIN and ADMIN, so every other caller gets 403 for every target. */
const ADMIN_CALLS: Record<string, TenantCall> = {
  ...DUPLICATE_ADMIN_CALLS,
  listUsers: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=a` }),
  createUser: (t) => ({
    path: {},
    body: { username: 'intruder', fullname: 'Intruder', role: 'PALIKA', palikaIds: [t.palikaId] },
  }),
  getUser: (t) => ({ path: { id: t.userId } }),
  updateUser: (t) => ({
    path: { id: t.userId },
    body: { fullname: 'Changed', role: 'PALIKA', palikaIds: [t.palikaId], version: 1 },
  }),
  blockUser: (t) => ({ path: { id: t.userId }, body: { reason: 'hostile takeover' } }),
  unblockUser: (t) => ({ path: { id: t.userId }, body: { reason: 'hostile takeover' } }),
  resetPassword: (t) => ({ path: { id: t.userId } }),
  userAudit: (t) => ({ path: { id: t.userId } }),
  listGroups: () => ({ path: {} }),
  createGroup: (t) => ({
    path: {},
    body: { username: 'intruders', name: 'Intruders', palikaId: t.palikaId },
  }),
  addGroupMember: (t) => ({ path: { id: t.groupId }, body: { memberId: t.memberId } }),
  removeGroupMember: (t) => ({ path: { id: t.groupId, memberId: t.memberId } }),
  createServiceCategory: () => ({ path: {}, body: { code: 'X.INTRUDER' } }),
  updateServiceCategory: () => ({ path: { id: '1' }, body: { nameEn: 'Changed' } }),
  deleteServiceCategory: () => ({ path: { id: '1' } }),
  closeServiceCategory: () => ({ path: { id: '1' }, body: { fromFiscalYear: 2083, version: 1 } }),
  createAttribute: () => ({ path: {}, body: { code: 'intruder' } }),
  updateAttribute: () => ({ path: { id: '1' }, body: { code: 'intruder' } }),
  createActivityTemplate: () => ({ path: {}, body: { code: 'INTRUDER' } }),
  updateActivityTemplate: () => ({ path: { id: '1' }, body: { code: 'INTRUDER' } }),
  listBatches: (t) => ({ path: {}, query: `provinceId=${t.batch.provinceId}` }),
  createBatch: (t) => ({
    path: {},
    body: validBatch({ provinceId: t.batch.provinceId, members: [member(t.palikaId)] }),
  }),
  exportBatches: () => ({ path: {} }),
  getBatch: (t) => ({ path: { id: t.batch._id } }),
  updateBatch: (t) => ({
    path: { id: t.batch._id },
    body: batchUpdateOf(t.batch, { nameEn: 'Changed' }),
  }),
  deleteBatch: (t) => ({
    path: { id: t.batch._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreBatch: (t) => ({ path: { id: t.batch._id } }),
  batchHistory: (t) => ({ path: { id: t.batch._id } }),
};

const searchOf = (t: Target) => encodeURIComponent(String(t.profile.nameEn));

/** Records of palikas: the caller's own area works; for a target outside it, 403 or 404, or an empty answer. */
const SCOPED_CALLS: Record<string, TenantCall> = {
  ...TARGET_CALLS,
  ...DUPLICATE_CALLS,
  listActivities: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  exportActivities: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  createActivity: (t) => ({ path: {}, body: validActivity(t.palikaId) }),
  getActivity: (t) => ({ path: { id: t.activity._id } }),
  updateActivity: (t) => ({
    path: { id: t.activity._id },
    body: activityUpdateOf(t.activity, { nameEn: 'Changed' }),
  }),
  deleteActivity: (t) => ({
    path: { id: t.activity._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreActivity: (t) => ({ path: { id: t.activity._id } }),
  activityHistory: (t) => ({ path: { id: t.activity._id } }),
  listActivityValues: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  exportActivityValues: (t) => ({ path: {}, query: `activityId=${t.activity._id}` }),
  createActivityValue: (t) => ({ path: {}, body: validValue(t.palikaId, t.activity._id) }),
  getActivityValue: (t) => ({ path: { id: t.value._id } }),
  updateActivityValue: (t) => ({
    path: { id: t.value._id },
    body: valueUpdateOf(t.value, { notes: 'Changed' }),
  }),
  deleteActivityValue: (t) => ({
    path: { id: t.value._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreActivityValue: (t) => ({ path: { id: t.value._id } }),
  activityValueHistory: (t) => ({ path: { id: t.value._id } }),
  copyActivityYear: (t) => ({
    path: {},
    body: { palikaId: t.palikaId, fromFiscalYear: 2083, toFiscalYear: 2090 },
  }),
  listProfiles: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=${searchOf(t)}` }),
  exportProfiles: (t) => ({ path: {}, query: `search=${searchOf(t)}` }),
  createProfile: (t) => ({ path: {}, body: validProfile({ palikaId: t.palikaId, wardNo: 1 }) }),
  findDuplicates: (t) => ({
    path: {},
    body: {
      nameNe: t.profile.nameNe,
      nameEn: t.profile.nameEn,
      nin: t.profile.nin,
      palikaId: t.palikaId,
      wardNo: 1,
    },
  }),
  getProfile: (t) => ({ path: { id: t.profile._id } }),
  updateProfile: (t) => ({
    path: { id: t.profile._id },
    body: updateOf(t.profile, { nameEn: 'Changed Name' }),
  }),
  deleteProfile: (t) => ({
    path: { id: t.profile._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreProfile: (t) => ({ path: { id: t.profile._id } }),
  profileHistory: (t) => ({ path: { id: t.profile._id } }),
  listServiceRecords: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  exportServiceRecords: (t) => ({ path: {}, query: `pwdId=${t.profile._id}` }),
  createServiceRecord: (t) => ({ path: {}, body: serviceBody(t.profile._id, t.palikaId) }),
  getServiceRecord: (t) => ({ path: { id: t.service._id } }),
  updateServiceRecord: (t) => ({
    path: { id: t.service._id },
    body: {
      ...serviceBody(t.profile._id, t.palikaId),
      _id: undefined,
      version: 1,
      notes: 'Changed',
    },
  }),
  deleteServiceRecord: (t) => ({
    path: { id: t.service._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreServiceRecord: (t) => ({ path: { id: t.service._id } }),
  serviceRecordHistory: (t) => ({ path: { id: t.service._id } }),
  ...PALIKA_PROFILE_CALLS,
  dashboardSummary: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  dashboardFigures: (t) => ({
    path: {},
    query: `palikaId=${t.palikaId}&fiscalYear=2083&measure=personsServed&by=disabilityType`,
  }),
  dashboardPlaces: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  dashboardProgramme: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  dashboardResources: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  dashboardAchievement: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  ...REPORTING_CALLS,
};

/** A dashboard answer that counts nothing: every figure zero, no rows. */
function countsNothing(body: unknown): boolean {
  if (Array.isArray(body)) return body.length === 0;
  if (body && typeof body === 'object') {
    return Object.entries(body).every(
      ([key, value]) =>
        ['period', 'previousPeriod', 'measure', 'by', 'level'].includes(key) ||
        countsNothing(value),
    );
  }
  return typeof body !== 'number' || body === 0;
}

/** A physiotherapy session for the target's person, at the target's palika. */
function serviceBody(pwdId: string, palikaId: number) {
  return {
    _id: randomUUID(),
    pwdId,
    isGroup: false,
    categoryId: physiotherapyId,
    serviceDate: '2026-11-02',
    palikaId,
    wardNo: 1,
    providerType: 'cbrf',
    quantity: 1,
    unit: 'session',
    attributes: {},
    notes: `Note about ${pwdId}`,
  };
}
let physiotherapyId = 0;

/** Operations on tenant data: everything but sign-in, one's own session and password, the hierarchy of public places, system info. */
const NOT_TENANT = new Set([
  'login',
  'groupMemberLogin',
  'logout',
  'currentSession',
  'changePassword',
  'systemInfo',
  'myScope',
  'serviceCatalogue',
]);
const tenantOperations = operations().filter(
  (op) =>
    !NOT_TENANT.has(op.operationId) &&
    !op.operationId.match(/^(list|get)(Province|District|Palika)|^searchPlaces$/),
);
const opsIn = (calls: Record<string, TenantCall>) =>
  tenantOperations.filter((op) => calls[op.operationId]);

let t: TestApp;
let admin: string;
const targets: Record<string, Target> = {};

const palikaIdOf = async (name: string) =>
  (await call(t.app, { url: `/api/geography/search?q=${name}&level=palika`, token: admin })).body
    .items[0].id as number;

async function targetIn(
  palikaId: number,
  username: string,
  nin: string,
  codeName: string,
): Promise<Target> {
  const place = (await call(t.app, { url: `/api/geography/palikas/${palikaId}`, token: admin }))
    .body;
  const users = (await call(t.app, { url: `/api/users?search=${username}`, token: admin })).body
    .items;
  const user = users.find((u: { username: string }) => u.username === username) ?? users[0];
  const groups = (await call(t.app, { url: '/api/groups', token: admin })).body.items;
  const nameEn = `Secret Person ${codeName}`;
  const profile = (
    await call(t.app, {
      method: 'POST',
      url: '/api/pwd/profiles',
      token: admin,
      body: validProfile({ palikaId, wardNo: 1, nameEn, nin }),
    })
  ).body;
  const service = (
    await call(t.app, {
      method: 'POST',
      url: '/api/services/records',
      token: admin,
      body: serviceBody(profile._id, palikaId),
    })
  ).body;
  expect(service._id).toBeDefined();
  const batchName = `Secret Batch ${codeName}`;
  const batch = (
    await call(t.app, {
      method: 'POST',
      url: '/api/programme/batches',
      token: admin,
      body: validBatch({
        nameEn: batchName,
        provinceId: place.provinceId,
        batchType: 'training_cohort',
        members: [member(palikaId)],
      }),
    })
  ).body;
  expect(batch.code).toBeDefined();
  // Activities are written by the palika's own users; the setup writes the row itself.
  const activityName = `Secret Activity ${codeName}`;
  const activityId = randomUUID();
  await t.db.query(
    `INSERT INTO palika_activities (id, palika_id, fiscal_year, level, code, name_ne, name_en, unit, status)
      VALUES ($1, $2, 2083, 1, $3, 'गोप्य क्रियाकलाप', $4, 'day', 'planned')`,
    [activityId, palikaId, `S-${codeName}`, activityName],
  );
  const activity = (
    await call(t.app, { url: `/api/programme/activities/${activityId}`, token: admin })
  ).body;
  expect(activity.code).toBe(`S-${codeName}`);
  const valueNote = `Secret value note ${codeName}`;
  const valueId = randomUUID();
  await t.db.query(
    `INSERT INTO activity_values (id, activity_id, palika_id, fiscal_year, trimester, record_date, achieved_output, notes)
      VALUES ($1, $2, $3, 2083, 1, '2026-09-15', 3, $4)`,
    [valueId, activityId, palikaId, valueNote],
  );
  const value = (await call(t.app, { url: `/api/programme/values/${valueId}`, token: admin })).body;
  expect(value.notes).toBe(valueNote);
  const profiles = await palikaProfileTargets(t, palikaId, codeName, admin);
  const targetNote = `Secret target note ${codeName}`;
  const target = (
    await call(t.app, {
      method: 'POST',
      url: '/api/targets',
      token: admin,
      body: targetBody(palikaId, { notes: targetNote }),
    })
  ).body;
  expect(target.notes).toBe(targetNote);
  await putWaitingReports(t.db, palikaId);
  return {
    palikaId,
    userId: user._id,
    groupId: groups[0]._id,
    memberId: groups[0].members[0]._id,
    profile,
    service,
    batch,
    activity,
    value,
    target,
    ...profiles.records,
    names: [
      ...profiles.names,
      targetNote,
      valueNote,
      activityName,
      batchName,
      batch.code,
      user.username,
      user.fullname,
      ...groups[0].members.map((m: { name: string }) => m.name),
      nameEn,
      profile.registrationNo,
      nin,
      `Note about ${profile._id}`,
    ],
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin')).token;
  const catalogue = (await call(t.app, { url: '/api/services/catalogue', token: admin })).body;
  physiotherapyId = catalogue.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  targets.ownPalika = await targetIn(BIRATNAGAR, 'cbrf', '10000000001', 'Alpha');
  targets.otherPalika = await targetIn(SUNDARHARAICHA, 'palika2', '10000000002', 'Bravo');
  targets.otherDistrict = await targetIn(
    await palikaIdOf('Mechinagar'),
    'palika2',
    '10000000003',
    'Charlie',
  );
  targets.otherProvince = await targetIn(
    await palikaIdOf('Kathmandu'),
    'palika2',
    '10000000004',
    'Delta',
  );
});
afterAll(() => t.close());

const urlOf = (op: { path: string }, path: Record<string, string>, query?: string) =>
  op.path.replace(/\{(\w+)\}/g, (_, key: string) => path[key]) + (query ? `?${query}` : '');

describe(`tenant isolation (${DATABASE_KIND})`, () => {
  it('has an isolation call for every operation on tenant data', () => {
    expect(
      tenantOperations
        .map((op) => op.operationId)
        .filter((id) => !ADMIN_CALLS[id] && !SCOPED_CALLS[id]),
    ).toEqual([]);
  });

  for (const username of [
    'province',
    'district',
    'palika',
    'cbrf',
    'palika2',
    'cbrf2',
    'fchv.sita',
  ]) {
    it(`${username} gets 403 from administration and learns nothing outside their area`, async () => {
      const { token } = await login(t.app, username);
      const scope = (await call(t.app, { url: '/api/geography/scope', token })).body;
      for (const target of Object.values(targets)) {
        for (const op of opsIn(ADMIN_CALLS)) {
          const { path, query, body } = ADMIN_CALLS[op.operationId](target);
          for (const payload of body === undefined ? [undefined] : [body, {}, { junk: true }]) {
            const result = await call(t.app, {
              method: op.method as 'GET',
              url: urlOf(op, path, query),
              token,
              body: payload,
            });
            expect([op.operationId, result.status]).toEqual([op.operationId, 403]);
            for (const name of target.names)
              expect([op.operationId, JSON.stringify(result.body).includes(name)]).toEqual([
                op.operationId,
                false,
              ]);
          }
        }
        if (scope.palikaIds.includes(target.palikaId)) continue;
        for (const op of opsIn(SCOPED_CALLS)) {
          const { path, query, body } = SCOPED_CALLS[op.operationId](target);
          const result = await call(t.app, {
            method: op.method as 'GET',
            url: urlOf(op, path, query),
            token,
            body,
          });
          const empty =
            result.status === 200 &&
            (op.operationId.startsWith('dashboard')
              ? countsNothing(result.body)
              : op.operationId === 'getInbox'
                ? noItemOf(result.body, target.palikaId)
                : result.body.items?.length === 0 && (result.body.total ?? 0) === 0);
          expect([op.operationId, empty || result.status === 403 || result.status === 404]).toEqual(
            [op.operationId, true],
          );
          for (const name of target.names)
            expect([op.operationId, JSON.stringify(result.body).includes(name)]).toEqual([
              op.operationId,
              false,
            ]);
        }
      }
      const checked = await call(t.app, {
        url: `/api/pwd/profiles/${targets.otherProvince.profile._id}`,
        token: admin,
      });
      expect(checked.body).toMatchObject({
        nameEn: 'Secret Person Delta',
        version: 1,
        deletedAt: null,
      });
    });
  }

  it('inside their own area the same calls work, so the refusals above are about the area', async () => {
    const { token } = await login(t.app, 'palika');
    const own = targets.ownPalika;
    const listed = await call(t.app, {
      url: urlOf(
        { path: '/api/pwd/profiles' },
        {},
        `palikaId=${own.palikaId}&search=${searchOf(own)}`,
      ),
      token,
    });
    expect(listed.body.total).toBe(1);
    expect((await call(t.app, { url: `/api/pwd/profiles/${own.profile._id}`, token })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, { url: `/api/programme/activities/${own.activity._id}`, token })).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, {
          url: '/api/pwd/profiles',
          token: (await login(t.app, 'district')).token,
        })
      ).body.total,
    ).toBeGreaterThanOrEqual(2);
    // The district's inbox holds the submissions of its own palikas, and of no other.
    const inbox = await call(t.app, {
      url: '/api/inbox',
      token: (await login(t.app, 'district')).token,
    });
    expect(noItemOf(inbox.body, targets.otherPalika.palikaId)).toBe(false);
  });
});
