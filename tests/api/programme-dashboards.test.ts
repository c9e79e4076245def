import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '@/server/access/scope';
import { tenantScopeOf } from '@/server/access/tenant-scope';
import { fillProgrammeCells } from '@/server/features/dashboards/cells-maintenance';
import { totalsQuery } from '@/server/features/dashboards/figure-query';
import { PROGRAMME_CELLS } from '@/server/features/dashboards/programme-cells-sql';
import { dashboardView } from '@/server/features/dashboards/view';
import { generate } from '@/server/seed/synthetic/generator';
import { FISCAL_YEAR_SERIES, PROGRAMME_MEASURES } from '@/shared/dashboards/figures';
import { activityUpdateOf, validActivity } from './support/activities';
import { validValue, valueUpdateOf } from './support/activity-values';
import { asMap } from './support/dashboard-counting';
import { type Filters, type Scope, previousOf } from './support/dashboard-oracle';
import { BIRATNAGAR } from './support/profiles';
import { expectedParticipantsBySex, expectedProgramme } from './support/programme-oracle';
import {
  DATABASE_KIND,
  type TestApp,
  call,
  getOk,
  login,
  searchOf,
  startTestApp,
} from './support/test-app';

/**
 * The programme's dashboard figures (activities planned and completed, budget, planned and
 * achieved output, expenditure, participants) against counts the test makes from the raw
 * activities and recorded values, for several users and views, before and after writes through
 * the API and in bulk; and the cells the triggers kept against a refill from the rows.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids = { koshi: 0, morang: 0 };

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'province', 'district', 'palika', 'palika2'])
    tokens[user] = (await login(t.app, user)).token;
  await generate(t.db, 'sample', () => {});
  const [place] = await t.db.query<{ morang: number; koshi: number }>(
    `SELECT id AS morang, province_id AS koshi FROM districts WHERE name_en = 'Morang'`,
  );
  Object.assign(ids, place);
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string) => getOk(t.app, url, token);

/** Every programme figure of a view, and three breakdowns, against the oracle. */
async function checkProgramme(user: string, f: Filters) {
  const token = tokens[user];
  const scope: Scope = await get('/api/geography/scope', token);
  const label = `${user} ${JSON.stringify(f)}`;
  const summary = await get(`/api/dashboards/programme?${searchOf({ ...f })}`, token);
  const now = await expectedProgramme(t.db, f, scope);
  const before = await expectedProgramme(t.db, previousOf(f), scope);
  for (const measure of PROGRAMME_MEASURES)
    expect([label, measure, summary[measure]]).toEqual([
      label,
      measure,
      { value: now[measure], previous: before[measure] },
    ]);

  const year = { ...f, trimester: undefined };
  const byPeriod = await get(
    `/api/dashboards/figures?${searchOf({ ...f, measure: 'achievedOutput', by: 'period' })}`,
    token,
  );
  const periods: Record<string, number> = {};
  for (const trimester of [1, 2, 3] as const) {
    const n = (await expectedProgramme(t.db, { ...year, trimester }, scope)).achievedOutput;
    if (n) periods[trimester] = n;
  }
  expect([label, asMap(byPeriod.rows), byPeriod.total]).toEqual([
    label,
    periods,
    (await expectedProgramme(t.db, year, scope)).achievedOutput,
  ]);

  const byYear = await get(
    `/api/dashboards/figures?${searchOf({ ...f, measure: 'activitiesPlanned', by: 'fiscalYear' })}`,
    token,
  );
  const years: Record<string, number> = {};
  for (let i = 0; i < FISCAL_YEAR_SERIES; i++) {
    const fiscalYear = f.fiscalYear - FISCAL_YEAR_SERIES + 1 + i;
    const n = (await expectedProgramme(t.db, { ...year, fiscalYear }, scope)).activitiesPlanned;
    if (n) years[fiscalYear] = n;
  }
  expect([label, asMap(byYear.rows)]).toEqual([label, years]);

  const bySex = await get(
    `/api/dashboards/figures?${searchOf({ ...f, measure: 'activityParticipants', by: 'gender' })}`,
    token,
  );
  expect([label, asMap(bySex.rows)]).toEqual([
    label,
    await expectedParticipantsBySex(t.db, f, scope),
  ]);
}

const VIEWS = (): Filters[] => [
  { fiscalYear: 2082 },
  { fiscalYear: 2083, trimester: 1 },
  { fiscalYear: 2082, provinceId: ids.koshi, trimester: 3 },
  { fiscalYear: 2081, districtId: ids.morang },
  { fiscalYear: 2083, palikaId: BIRATNAGAR },
];

/** The programme's cells the triggers kept that a refill from the rows would not make (or would). */
async function cellsUnlikeARefill(): Promise<number> {
  const nonZero = `SELECT * FROM ${PROGRAMME_CELLS.table} WHERE ${PROGRAMME_CELLS.measures.map((m) => `${m} <> 0`).join(' OR ')}`;
  return t.db.transaction(async (tx) => {
    await tx.query(`CREATE TEMP TABLE kept ON COMMIT DROP AS ${nonZero}`);
    await tx.query(`TRUNCATE ${PROGRAMME_CELLS.table}`);
    for (const statement of fillProgrammeCells()) await tx.query(statement);
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ((${nonZero} EXCEPT SELECT * FROM kept) UNION ALL (SELECT * FROM kept EXCEPT ${nonZero})) d`,
    );
    return n;
  });
}

describe(`programme figures (${DATABASE_KIND})`, () => {
  it('equal counts made from the raw activities and values, for every user and view', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_values WHERE palika_id IN (SELECT id FROM palikas WHERE district_id = ${ids.morang})`,
    );
    // The sample holds recorded values in the district the views look at.
    expect(n).toBeGreaterThan(100);
    for (const user of ['admin', 'province', 'district', 'palika'])
      for (const f of VIEWS().filter((v) => user !== 'palika' || !v.districtId))
        await checkProgramme(user, f);
  }, 300_000);

  it('follows every write in the writing transaction: headings, budgets, cancellations, values, bulk statements', async () => {
    const post = (url: string, body: unknown) =>
      call(t.app, { method: 'POST', url, token: tokens.palika, body });
    const put = (url: string, body: unknown) =>
      call(t.app, { method: 'PUT', url, token: tokens.palika, body });
    const parent = (await post('/api/programme/activities', validActivity(BIRATNAGAR))).body;
    const view = { fiscalYear: 2083, trimester: 1 as const };
    await checkProgramme('palika', view);
    // A sub-activity makes its parent a heading; its budget is part of the parent's.
    const child = (
      await post(
        '/api/programme/activities',
        validActivity(BIRATNAGAR, { parentId: parent._id, budgetNpr: 40_000 }),
      )
    ).body;
    expect(child._id).toBeTruthy();
    await checkProgramme('palika', view);
    const value = (await post('/api/programme/values', validValue(BIRATNAGAR, child._id))).body;
    const edited = await put(
      `/api/programme/values/${value._id}`,
      valueUpdateOf(value, { expenditureNpr: 31_500, participantsFemale: 9 }),
    );
    expect(edited.status).toBe(200);
    await checkProgramme('palika', view);
    // The parent cancelled: the child's budget counts on its own.
    const current = await call(t.app, {
      url: `/api/programme/activities/${parent._id}`,
      token: tokens.palika,
    });
    const cancelled = await put(
      `/api/programme/activities/${parent._id}`,
      activityUpdateOf(current.body, { status: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);
    await checkProgramme('palika', view);
    // Statements that touch many rows at once.
    await t.db.query(
      `UPDATE activity_values SET expenditure_npr = coalesce(expenditure_npr, 0) + 1 WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2082`,
    );
    await t.db.query(
      `UPDATE palika_activities SET status = 'completed' WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2082 AND status = 'ongoing'`,
    );
    expect(
      (
        await post(`/api/programme/values/${value._id}/delete`, {
          reason: 'Recorded twice',
          version: edited.body.version,
        })
      ).status,
    ).toBe(200);
    for (const user of ['palika', 'admin'])
      for (const f of [view, { fiscalYear: 2082 }]) await checkProgramme(user, f);
    expect(await cellsUnlikeARefill()).toBe(0);
  }, 300_000);

  it('keeps the cells right when two writers change one palika-year at once', async () => {
    const parent = (
      await call(t.app, {
        method: 'POST',
        url: '/api/programme/activities',
        token: tokens.palika,
        body: validActivity(BIRATNAGAR, { budgetNpr: null }),
      })
    ).body;
    const child = (code: string) =>
      `INSERT INTO palika_activities (id, palika_id, fiscal_year, parent_id, level, code, name_ne, unit, status, budget_npr, planned_output_t1)
        VALUES ('${randomUUID()}', ${BIRATNAGAR}, 2083, '${parent._id}', 2, '${code}', 'उप-क्रियाकलाप', 'day', 'planned', 5000, 2)`;
    // The first writer holds its transaction open while the second writes beside it: on PostgreSQL
    // the second queues on the palika-year and then sees the first's sub-activity (PGlite runs them one after the other).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.query(child(`${parent.code}.1`));
      await held;
    });
    const second = t.db.transaction((tx) => tx.query(child(`${parent.code}.2`)));
    setTimeout(release, 300);
    await Promise.all([first, second]);
    await checkProgramme('palika', { fiscalYear: 2083, trimester: 1 });
    expect(await cellsUnlikeARefill()).toBe(0);
  });

  it('reads the rows as the cells do where no cells answer', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE username = 'admin'`,
    );
    const session = { id: 's', userId: id, kind: 'user', viaGroupId: null, role: 'ADMIN' };
    const scope = await scopeOf(t.db, session);
    const tenant = tenantScopeOf({ ...session, mustChangePassword: false, scope } as never);
    const query = { fiscalYear: 2082, trimester: 2 as const, districtId: ids.morang };
    const cells = dashboardView(query, tenant);
    const items = PROGRAMME_MEASURES.map((measure) => ({
      measure,
      period: { fiscalYear: 2082, trimester: 2 as const },
    }));
    const read = async (view: typeof cells) =>
      (await t.db.query(totalsQuery(view, tenant, { kind: 'programme', items })))[0];
    expect(cells.cellsLevel).not.toBeNull();
    const fromRows = await read({ ...cells, cellsLevel: null });
    expect(Object.values(fromRows).map(Number)).toEqual(
      Object.values(await read(cells)).map(Number),
    );
    const expected = await expectedProgramme(t.db, query, { national: true, palikaIds: [] });
    expect(Object.values(fromRows).map(Number)).toEqual(
      PROGRAMME_MEASURES.map((measure) => expected[measure]),
    );
  });

  it('refuses person and ward filters, which activities do not have, each named', async () => {
    const answer = await call(t.app, {
      url: `/api/dashboards/programme?${searchOf({ fiscalYear: 2083, gender: 'female', ageBand: '60+' })}`,
      token: tokens.admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message.fields).toEqual([
      { field: 'gender', code: 'notApplicable' },
      { field: 'ageBand', code: 'notApplicable' },
    ]);
    const ward = await call(t.app, {
      url: `/api/dashboards/figures?${searchOf({ fiscalYear: 2083, wardId: 1, measure: 'expenditure', by: 'period' })}`,
      token: tokens.admin,
    });
    expect(ward.status).toBe(400);
    expect(ward.body.message.fields).toEqual([{ field: 'wardId', code: 'notApplicable' }]);
  });

  it('counts none of another palika’s programme for a palika user who asks for it', async () => {
    const asked = await get(
      `/api/dashboards/programme?${searchOf({ fiscalYear: 2082, palikaId: BIRATNAGAR })}`,
      tokens.palika2,
    );
    const own = await get(
      `/api/dashboards/programme?${searchOf({ fiscalYear: 2082, palikaId: BIRATNAGAR })}`,
      tokens.palika,
    );
    expect(own.activitiesPlanned.value).toBeGreaterThan(0);
    for (const measure of PROGRAMME_MEASURES)
      expect([measure, asked[measure]]).toEqual([measure, { value: 0, previous: 0 }]);
  });
});
