import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePalikaProfiles } from '@/server/seed/synthetic/palika-profiles';
import { writeWardProfiles } from '@/server/seed/synthetic/wards';
import { palikaProfileProblems } from '@/shared/palika/palika-rules';
import { palikaProfileUpdateOf } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** Palika profiles (issue 18, DOMAIN.md §7.11): one per palika from the start, edited, never made or deleted. */
let t: TestApp;
const tokens: Record<string, string> = {};
const BASE = '/api/palika/profiles';

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['palika', 'palika2', 'province', 'district', 'admin', 'cbrf'])
    tokens[user] = (await login(t.app, user)).token;
}, 60_000);
afterAll(() => t.close());

const put = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token = tokens.palika) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const profileOf = async (palikaId: number, token = tokens.palika) =>
  (await get(`${BASE}?palikaId=${palikaId}`, token)).body.items[0];

describe(`palika profiles (${DATABASE_KIND})`, () => {
  it('every palika has one from the start, named and coded by the geography', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM palikas`);
    const [{ profiles }] = await t.db.query<{ profiles: number }>(
      `SELECT count(*)::int AS profiles FROM palika_profiles`,
    );
    expect(profiles).toBe(n);
    const own = (await get(BASE)).body;
    expect(own.total).toBe(1);
    expect(own.items[0]).toMatchObject({
      palikaId: BIRATNAGAR,
      nameEn: 'Biratnagar',
      nameNe: 'विराटनगर',
      palikaType: 'metropolitan',
      filled: false,
      district: { name: 'Morang' },
      province: { name: 'Koshi Province' },
    });
    const district = (await get(`${BASE}?pageSize=100`, tokens.district)).body;
    expect(
      district.items.every((p: { district: { name: string } }) => p.district.name === 'Morang'),
    ).toBe(true);
    expect(district.total).toBe(district.items.length);
    const searched = (await get(`${BASE}?search=sundar`, tokens.province)).body.items;
    expect(searched.map((p: { palikaId: number }) => p.palikaId)).toEqual([SUNDARHARAICHA]);
  });

  it('is edited from the version read, by its rules, with its facilitators, and keeps its history', async () => {
    const profile = await profileOf(BIRATNAGAR);
    const wrong = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(profile, {
        email: 'office',
        populationTotal: 100,
        pwdCensusCount: 500,
        idCardProcedureOn: '2090-01-01',
        cbrfs: [{ name: ' ', phone: '1', status: 'active' }],
      }),
    );
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual([
      'cbrfs.0.name:required',
      'cbrfs.0.phone:invalidFormat',
      'email:invalidFormat',
      'idCardProcedureOn:tooLarge',
      'pwdCensusCount:tooLarge',
    ]);
    const changes = {
      chiefName: 'नागेश कोइराला',
      deputyName: 'शिल्पा कार्की',
      focalPersonName: 'Sarita Rai',
      populationTotal: 244750,
      pwdCensusCount: 5105,
      committeeFormedOn: '2019-03-01',
      cbrfs: [
        {
          name: 'Sunita Limbu',
          phone: '9842000001',
          appointedOn: '2024-01-15',
          trainingCompleted: true,
          status: 'active',
        },
        {
          name: 'Gita Rai',
          phone: null,
          appointedOn: null,
          trainingCompleted: null,
          status: 'left',
        },
      ],
    };
    const saved = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(profile, changes),
      tokens.cbrf,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...changes, filled: true, version: 2 });
    const stale = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(profile, { chiefName: 'Old' }),
    );
    expect(stale.status).toBe(409);
    const moved = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(saved.body, { palikaId: SUNDARHARAICHA }),
    );
    expect(moved.status).toBe(403);
    const history = (await get(`${BASE}/${profile._id}/history`)).body.items;
    expect(history[0].after).toMatchObject({ chiefName: 'नागेश कोइराला', pwdCensusCount: 5105 });
    expect(history[0].after).not.toHaveProperty('nameEn');
    const filled = (await get(`${BASE}?filled=true`, tokens.province)).body;
    expect(filled.items.map((p: { _id: string }) => p._id)).toContain(profile._id);
  });

  it('cannot be made or deleted; is written by its own palika only; another palika sees nothing', async () => {
    const profile = await profileOf(BIRATNAGAR);
    expect(
      (await call(t.app, { method: 'POST', url: BASE, token: tokens.palika, body: {} })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `${BASE}/${profile._id}/delete`,
          token: tokens.palika,
          body: { reason: 'x', version: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await get(`${BASE}/${profile._id}`, tokens.palika2)).status).toBe(404);
    const foreign = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(profile, { chiefName: 'X' }),
      tokens.palika2,
    );
    expect(foreign.status).toBe(404);
    const byProvince = await put(
      `${BASE}/${profile._id}`,
      palikaProfileUpdateOf(profile, { chiefName: 'X' }),
      tokens.province,
    );
    expect(byProvince.status).toBe(403);
    expect((await get(`${BASE}?palikaId=${BIRATNAGAR}`, tokens.palika2)).body.items).toEqual([]);
  });

  it('the synthetic set fills a palika from its wards, by the rules, once', async () => {
    await writeWardProfiles(t.db, [SUNDARHARAICHA]);
    expect(await writePalikaProfiles(t.db, [SUNDARHARAICHA])).toBe(1);
    const [wards] = await t.db.query<{ total: number; pwd: number }>(
      `SELECT sum(population_total)::int AS total, sum(pwd_census_count)::int AS pwd
        FROM ward_profiles WHERE palika_id = ${SUNDARHARAICHA}`,
    );
    const profile = await profileOf(SUNDARHARAICHA, tokens.palika2);
    expect(profile).toMatchObject({
      populationTotal: wards.total,
      pwdCensusCount: wards.pwd,
      filled: true,
    });
    expect(profile.chiefName).toMatch(/^[\u0900-\u097F ]+$/);
    expect(palikaProfileProblems(profile, new Date().toISOString().slice(0, 10))).toEqual([]);
    expect(await writePalikaProfiles(t.db, [SUNDARHARAICHA])).toBe(0);
  });
});
