import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, carded, day, handMadePeriod, qualityUrl } from './support/data-quality';
import { SUNDARHARAICHA } from './support/profiles';
import { palikasOf } from './support/reports';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let morang: number[];

const get = async (who: string, url: string, status = 200) => {
  const result = await call(t.app, { url, token: tokens[who] });
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  return result.body;
};
const area = (query = '') =>
  `/api/data-quality?fiscalYear=${AT.fiscalYear}&period=${AT.period}${query}`;

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['palika', 'palika2', 'district', 'province'])
    tokens[who] = (await login(t.app, who)).token;
  morang = await palikasOf(t.db, 'Morang');
  await handMadePeriod(t, tokens.palika!);
});
afterAll(() => t.close());

describe(`data quality outliers and roll-up (${DATABASE_KIND})`, () => {
  it('flags nothing below the minimum, then a jump against the last three periods', async () => {
    expect((await get('palika', qualityUrl())).outliers).toEqual([]);
    for (let i = 0; i < 10; i++) await carded(t, tokens.palika!, { registrationDate: day(6 + i) });
    const body = await get('palika', qualityUrl());
    expect(body.outliers).toEqual([
      {
        measure: 'registrations',
        test: 'band',
        direction: 'above',
        value: 12,
        minimum: 10,
        band: { mean: 0, low: 0, high: 0 },
        district: null,
        history: [
          { fiscalYear: 2074, period: 2, value: 0 },
          { fiscalYear: 2074, period: 3, value: 0 },
          { fiscalYear: 2075, period: 1, value: 0 },
          { fiscalYear: 2075, period: 2, value: 12 },
        ],
        drill: {
          route: 'pwdProfileList',
          query: expect.objectContaining({
            palikaId: AT.palikaId,
            registeredTo: expect.any(String),
          }),
        },
      },
    ]);
  });

  it("flags a palika far from the district's others only once the others differ at all", async () => {
    await carded(t, tokens.palika2!, { palikaId: SUNDARHARAICHA });
    const body = await get('district', qualityUrl());
    expect(body.outliers.map((o: { test: string }) => o.test)).toEqual(['band', 'district']);
    expect(body.outliers[1]).toMatchObject({
      measure: 'registrations',
      direction: 'above',
      district: { median: 0, compared: morang.length - 1 },
    });
    expect(body.outliers[1].district.score).toBeGreaterThan(3.5);
    const other = await get('palika2', qualityUrl(SUNDARHARAICHA));
    expect(other).toMatchObject({ errors: 0, warnings: 0, outliers: [] });
  });

  it("ranks a district's palikas by errors, then warnings, then outliers", async () => {
    await t.db.query(
      `UPDATE pwd_persons SET dob = $2 WHERE palika_id = $1 AND registration_date >= $3`,
      [SUNDARHARAICHA, day(60), day(0)],
    );
    const body = await get('district', area());
    expect(body).toMatchObject({ ...{ fiscalYear: 2075, period: 2 }, level: 'district' });
    expect(body.places).toHaveLength(morang.length);
    expect(body.places.slice(0, 2)).toEqual([
      expect.objectContaining({
        level: 'palika',
        id: SUNDARHARAICHA,
        palikas: 1,
        errors: 2,
        warnings: 0,
        outliers: 0,
        rules: [
          { rule: 'registeredAfterBirth', severity: 'error', palikas: 1 },
          { rule: 'cardDatePossible', severity: 'error', palikas: 1 },
        ],
      }),
      expect.objectContaining({ id: AT.palikaId, errors: 0, outliers: 2, rules: [] }),
    ]);
    const names = body.places.slice(2).map((p: { nameEn: string }) => p.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("sums a province's districts, and keeps every reader to their own area", async () => {
    const province = await get('province', area());
    expect(province.level).toBe('province');
    expect(province.places[0]).toMatchObject({
      level: 'district',
      nameEn: 'Morang',
      palikas: morang.length,
      errors: 2,
      outliers: 2,
    });
    const own = await get('palika', area());
    expect(own).toMatchObject({ level: 'palika', places: [{ id: AT.palikaId, outliers: 2 }] });
    const district = province.places[0].id;
    expect((await get('palika', area(`&districtId=${district}`))).places).toHaveLength(1);
    await get('palika2', qualityUrl(), 404);
    await get('palika2', area(`&palikaId=${AT.palikaId}`), 404);
    const otherDistrict = province.places.find((p: { id: number }) => p.id !== district).id;
    await get('district', area(`&districtId=${otherDistrict}`), 404);
  });
});
