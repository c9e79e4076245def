import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFacilities } from '@/server/seed/synthetic/facilities';
import { generate } from '@/server/seed/synthetic/generator';
import { facilityProblems } from '@/shared/palika/facility-rules';
import { facilityUpdateOf, validFacility } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** Health facility profiles (issue 18, DOMAIN.md §7.10) on the record kit: their own rules and who writes them. */
let t: TestApp;
const tokens: Record<string, string> = {};
const BASE = '/api/palika/health-facilities';

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['palika', 'palika2', 'province', 'admin', 'cbrf'])
    tokens[user] = (await login(t.app, user)).token;
}, 60_000);
afterAll(() => t.close());

const post = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token = tokens.palika) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();

describe(`health facilities (${DATABASE_KIND})`, () => {
  it('names every wrong field at once and writes nothing', async () => {
    const wrong = validFacility(BIRATNAGAR, {
      facilityType: 'primary_hospital',
      beds: null,
      dhis2Uid: '9abcdefghij',
      inChargePhone: '12',
      email: 'not an address',
      wardNo: 30,
      catchmentWards: [2, 2],
      latitude: 26.45,
      longitude: null,
    });
    const answer = await post(BASE, wrong);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([
      'beds:required',
      'catchmentWards:invalidValue',
      'dhis2Uid:invalidFormat',
      'email:invalidFormat',
      'inChargePhone:invalidFormat',
      'longitude:required',
      'wardNo:tooLarge',
    ]);
    expect((await get(`${BASE}/${wrong._id}`)).status).toBe(404);
  });

  it('keeps an HMIS code unique among live facilities, on create, update and restore', async () => {
    const code = `HMIS-${Date.now()}`;
    const first = (await post(BASE, validFacility(BIRATNAGAR, { hmisCode: code }))).body;
    expect(first.hmisCode).toBe(code);
    const twin = await post(BASE, validFacility(BIRATNAGAR, { hmisCode: code.toLowerCase() }));
    expect(twin.status).toBe(400);
    expect(fieldsOf(twin.body)).toEqual(['hmisCode:taken']);
    const removed = await post(`${BASE}/${first._id}/delete`, {
      reason: 'Closed and merged',
      version: first.version,
    });
    expect(removed.status).toBe(200);
    const second = await post(BASE, validFacility(BIRATNAGAR, { hmisCode: code }));
    expect(second.status).toBe(200);
    const restored = await post(`${BASE}/${first._id}/restore`, undefined, tokens.admin);
    expect(restored.status).toBe(400);
    expect(fieldsOf(restored.body)).toEqual(['hmisCode:taken']);
  });

  it('detects a stale edit, keeps the history, and lists by place, type and service', async () => {
    const made = (
      await post(
        BASE,
        validFacility(BIRATNAGAR, {
          nameEn: 'Koshi Rehabilitation Centre',
          facilityType: 'rehab_centre',
          ownership: 'ngo',
          services: ['physiotherapy', 'rehabilitation'],
        }),
        tokens.cbrf,
      )
    ).body;
    const changed = await put(
      `${BASE}/${made._id}`,
      facilityUpdateOf(made, { services: ['physiotherapy', 'rehabilitation', 'eye_care'] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.services).toEqual(['physiotherapy', 'rehabilitation', 'eye_care']);
    const stale = await put(`${BASE}/${made._id}`, facilityUpdateOf(made, { nameEn: 'Old' }));
    expect(stale.status).toBe(409);
    expect((await get(`${BASE}/${made._id}`)).body.nameEn).toBe('Koshi Rehabilitation Centre');
    const history = (await get(`${BASE}/${made._id}/history`)).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    const listed = (
      await get(`${BASE}?palikaId=${BIRATNAGAR}&service=rehabilitation&facilityType=rehab_centre`)
    ).body;
    expect(listed.items.map((f: { _id: string }) => f._id)).toEqual([made._id]);
    expect(listed.items[0].district.name).toBe('Morang');
    const searched = (await get(`${BASE}?search=koshi rehab`, tokens.province)).body;
    expect(searched.items.map((f: { _id: string }) => f._id)).toEqual([made._id]);
  });

  it('the synthetic set gives every palika of its scale health posts and a town its hospital, by the rules, once', async () => {
    await generate(t.db, 'sample', () => {});
    // Biratnagar already has the facilities of the tests above: the generator leaves it as it is.
    const [expected] = await t.db.query<{ n: number }>(
      `SELECT sum((p.ward_count - p.ward_count / 3) + (p.palika_type <> 'rural_municipality')::int)::int AS n
         FROM palikas p JOIN districts d ON d.id = p.district_id
        WHERE d.name_en IN ('Morang', 'Kathmandu') AND p.id <> ${BIRATNAGAR}`,
    );
    const [written] = await t.db.query<{ n: number; codes: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT hmis_code)::int AS codes FROM health_facilities WHERE palika_id <> ${BIRATNAGAR}`,
    );
    expect(written).toEqual({ n: expected.n, codes: expected.n });
    const [{ ward_count: wards }] = await t.db.query<{ ward_count: number }>(
      `SELECT ward_count FROM palikas WHERE id = ${SUNDARHARAICHA}`,
    );
    const listed = (await get(`${BASE}?palikaId=${SUNDARHARAICHA}&pageSize=100`, tokens.palika2))
      .body.items as Parameters<typeof facilityProblems>[0][];
    expect(listed).toHaveLength(wards - Math.floor(wards / 3) + 1);
    for (const facility of listed) expect(facilityProblems(facility, wards)).toEqual([]);
    expect(await writeFacilities(t.db, [BIRATNAGAR, SUNDARHARAICHA])).toBe(0);
  }, 120_000);

  it('is written by the palika’s own users; the province reads; another palika sees none', async () => {
    const made = (await post(BASE, validFacility(BIRATNAGAR, { nameEn: 'Rani Health Post' }))).body;
    expect((await post(BASE, validFacility(BIRATNAGAR), tokens.province)).status).toBe(403);
    expect((await post(BASE, validFacility(BIRATNAGAR), tokens.admin)).status).toBe(403);
    expect((await get(`${BASE}/${made._id}`, tokens.province)).body.nameEn).toBe(
      'Rani Health Post',
    );
    expect((await get(`${BASE}/${made._id}`, tokens.palika2)).status).toBe(404);
    expect((await post(BASE, validFacility(BIRATNAGAR), tokens.palika2)).status).toBe(403);
    const own = (await get(`${BASE}?palikaId=${SUNDARHARAICHA}`, tokens.palika2)).body;
    expect(own.items.some((f: { nameEn: string }) => f.nameEn === 'Rani Health Post')).toBe(false);
  });

  it('imports a list all or nothing: a hospital without its beds is named, then the list is added', async () => {
    const rows: Record<string, unknown>[] = [
      validFacility(BIRATNAGAR, { nameEn: 'Imported Health Post' }),
      validFacility(BIRATNAGAR, { nameEn: 'Imported Hospital', facilityType: 'primary_hospital' }),
    ];
    const refused = (await post(`${BASE}/import`, { rows, dryRun: false })).body;
    expect(refused).toMatchObject({
      checked: 2,
      written: 0,
      problems: [{ row: 2, field: 'beds', code: 'required' }],
    });
    expect((await get(`${BASE}/${rows[0]._id as string}`)).status).toBe(404);
    rows[1] = { ...rows[1], beds: 25 };
    expect((await post(`${BASE}/import`, { rows, dryRun: false })).body).toEqual({
      checked: 2,
      written: 2,
      problems: [],
    });
    expect((await get(`${BASE}/${rows[1]._id as string}`)).body.beds).toBe(25);
  });
});
