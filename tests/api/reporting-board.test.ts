import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { palikasOf, putReports } from './support/reports';
import { DATABASE_KIND, type TestApp, call, getOk, login, startTestApp } from './support/test-app';

/**
 * Who has reported (issue 39 §3): the status board one level below each user's area, counted as
 * DHIS2 counts completeness and timeliness, and the dashboards' finality.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let morang: number[] = [];
const YEAR = 2082;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'province', 'district', 'palika', 'cbrf', 'palika2'])
    tokens[user] = (await login(t.app, user)).token;
  morang = await palikasOf(t.db, 'Morang');
  await putReports(t.db, [
    { palikaId: BIRATNAGAR, fiscalYear: YEAR, period: 1, state: 'accepted', by: 'province' },
    { palikaId: BIRATNAGAR, fiscalYear: YEAR, period: 2, state: 'approved', late: true },
    { palikaId: BIRATNAGAR, fiscalYear: YEAR, period: 3, state: 'submitted' },
    {
      palikaId: SUNDARHARAICHA,
      fiscalYear: YEAR,
      period: 1,
      state: 'open',
      by: 'district',
      returnedBecause: 'Services of Kartik are missing',
    },
    { palikaId: SUNDARHARAICHA, fiscalYear: YEAR, period: 2, state: 'submitted', late: true },
    // Another year's report counts in that year only.
    { palikaId: SUNDARHARAICHA, fiscalYear: YEAR - 1, period: 3, state: 'accepted' },
  ]);
});
afterAll(() => t.close());

const board = (user: string, query = '') =>
  getOk(t.app, `/api/reporting/board?fiscalYear=${YEAR}${query}`, tokens[user]);

describe(`reporting status board (${DATABASE_KIND})`, () => {
  it("counts a district's palikas per period, each palika row with its state", async () => {
    const answer = await board('district');
    expect(answer.level).toBe('palika');
    expect(answer.periods.map((p: { period: number; ended: boolean }) => p.period)).toEqual([
      1, 2, 3,
    ]);
    expect(answer.periods[0]).toMatchObject({ first: '2025-07-17', ended: true });
    expect(answer.rows.map((r: { id: number }) => r.id).sort()).toEqual(morang);
    const row = (id: number) => answer.rows.find((r: { id: number }) => r.id === id);
    expect(row(BIRATNAGAR).place).toEqual({
      provinceId: 1,
      districtId: expect.any(Number),
      palikaId: BIRATNAGAR,
    });
    expect(row(BIRATNAGAR).cells).toMatchObject([
      { period: 1, state: 'accepted', submitted: 1, onTime: 1, approved: 1, accepted: 1 },
      { period: 2, state: 'approved', submitted: 1, onTime: 0, late: 1, approved: 1, accepted: 0 },
      { period: 3, state: 'submitted', submitted: 1, onTime: 1, approved: 0 },
    ]);
    expect(row(SUNDARHARAICHA).cells[0]).toMatchObject({
      state: 'open',
      submitted: 0,
      returned: 1,
      completeness: 0,
    });
    const n = morang.length;
    const percent = (part: number) => Math.round((part / n) * 1000) / 10;
    expect(answer.totals).toEqual([
      {
        period: 1,
        expected: n,
        submitted: 1,
        onTime: 1,
        late: 0,
        approved: 1,
        accepted: 1,
        returned: 1,
        completeness: percent(1),
        timeliness: percent(1),
        state: null,
      },
      expect.objectContaining({ period: 2, submitted: 2, onTime: 0, late: 2, approved: 1 }),
      expect.objectContaining({ period: 3, submitted: 1, onTime: 1, returned: 0 }),
    ]);
  });

  it('rolls palikas up into districts for a province and provinces for the nation', async () => {
    const province = await board('province');
    expect(province.level).toBe('district');
    expect(province.rows).toHaveLength(14);
    const morangRow = province.rows.find((r: { nameEn: string }) => r.nameEn === 'Morang');
    expect(morangRow.place).toEqual({ provinceId: 1, districtId: morangRow.id });
    expect(morangRow.cells[1]).toMatchObject({ expected: morang.length, submitted: 2, late: 2 });
    expect(morangRow.cells.every((c: { state: unknown }) => c.state === null)).toBe(true);
    const nation = await board('admin');
    expect(nation.level).toBe('province');
    expect(nation.rows).toHaveLength(7);
    expect(nation.rows[0].cells[0]).toMatchObject({ returned: 1, accepted: 1 });
    expect(nation.totals[0].expected).toBeGreaterThan(700);
    const named = await board('admin', `&districtId=${morangRow.id}`);
    expect(named.level).toBe('palika');
    expect(named.totals[1]).toEqual(morangRow.cells[1]);
  });

  it("shows a palika's users their own palika, and nothing outside their area", async () => {
    const own = await board('palika');
    expect(own.rows.map((r: { id: number }) => r.id)).toEqual([BIRATNAGAR]);
    expect(own.rows[0].cells.map((c: { state: string }) => c.state)).toEqual([
      'accepted',
      'approved',
      'submitted',
    ]);
    // A place containing theirs shows only what they may read.
    const district = await board('cbrf', `&districtId=${own.rows[0].place.districtId}`);
    expect(district.rows.map((r: { id: number }) => r.id)).toEqual([BIRATNAGAR]);
    for (const [user, query] of [
      ['palika', `&palikaId=${SUNDARHARAICHA}`],
      ['district', '&provinceId=3'],
      ['province', '&provinceId=3'],
    ])
      expect(
        (await call(t.app, { url: `/api/reporting/board?${query}`, token: tokens[user] })).status,
      ).toBe(404);
  });

  it('reads the current fiscal year unless told, and refuses a year beyond the range', async () => {
    const current = await getOk(t.app, '/api/reporting/board', tokens.district);
    expect(current.fiscalYear).toBeGreaterThanOrEqual(2083);
    expect(current.totals[0].submitted).toBe(0);
    const wrong = await call(t.app, {
      url: '/api/reporting/board?fiscalYear=1999',
      token: tokens.district,
    });
    expect(wrong.status).toBe(400);
  });
});

describe(`dashboards' finality (${DATABASE_KIND})`, () => {
  const finality = (user: string, query: string) =>
    getOk(t.app, `/api/reporting/finality?fiscalYear=${YEAR}${query}`, tokens[user]);

  it('says how many palikas have the period approved or accepted, and which have not', async () => {
    const first = await finality('district', '&trimester=1');
    expect(first).toMatchObject({
      fiscalYear: YEAR,
      periods: [{ period: 1, final: 1 }],
      palikas: morang.length,
      final: 1,
    });
    expect(first.notFinal).toHaveLength(morang.length - 1);
    expect(first.notFinal.find((p: { palikaId: number }) => p.palikaId === SUNDARHARAICHA)).toEqual(
      {
        palikaId: SUNDARHARAICHA,
        nameEn: 'Sundar Haraicha',
        nameNe: expect.any(String),
        states: [{ period: 1, state: 'open' }],
      },
    );
  });

  it("over a whole year, a palika is final when every period is, and a ward reads its palika's", async () => {
    const year = await finality('province', '');
    expect(year.periods).toEqual([
      { period: 1, final: 1 },
      { period: 2, final: 1 },
      { period: 3, final: 0 },
    ]);
    expect(year.final).toBe(0);
    const ward = (
      await t.db.query<{ id: number }>('SELECT id FROM wards WHERE palika_id = $1 LIMIT 1', [
        BIRATNAGAR,
      ])
    )[0].id;
    const wardView = await finality('palika', `&trimester=2&wardId=${ward}`);
    expect(wardView).toMatchObject({ palikas: 1, final: 1, notFinal: [] });
    const outside = await call(t.app, {
      url: `/api/reporting/finality?wardId=${ward}`,
      token: tokens.palika2,
    });
    expect(outside.status).toBe(404);
  });
});
