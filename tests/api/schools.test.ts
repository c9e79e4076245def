import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSchools } from '@/server/seed/synthetic/schools';
import { schoolProblems } from '@/shared/palika/school-rules';
import { schoolUpdateOf, validSchool } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** School profiles (issue 18, DOMAIN.md §7.9) on the record kit: their own rules and who writes them. */
let t: TestApp;
const tokens: Record<string, string> = {};
const BASE = '/api/palika/schools';

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

describe(`schools (${DATABASE_KIND})`, () => {
  it('names every wrong field at once and writes nothing', async () => {
    const wrong = validSchool(BIRATNAGAR, {
      schoolType: 'institutional',
      religiousKind: 'madrasa',
      specialEducation: 'inclusive',
      resourceClassTypes: ['visual'],
      headTeacherPhone: '12',
      wardNo: 30,
      studentsMale: 4,
      academicYearBs: 2090,
      latitude: 26.45,
    });
    const answer = await post(BASE, wrong);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([
      'academicYearBs:tooLarge',
      'cwdEnrolled:tooLarge',
      'headTeacherPhone:invalidFormat',
      'institutionalForm:required',
      'longitude:required',
      'religiousKind:notAllowed',
      'resourceClassTypes:notAllowed',
      'wardNo:tooLarge',
    ]);
    expect((await get(`${BASE}/${wrong._id}`)).status).toBe(404);
    const noLevel = await post(BASE, validSchool(BIRATNAGAR, { levels: [] }));
    expect(fieldsOf(noLevel.body)).toEqual(['levels:tooShort']);
  });

  it("keeps the committee chair's phone trimmed, and refuses one that is not a phone", async () => {
    const school = validSchool(BIRATNAGAR, { smcChairPhone: ' 9842012345 ' });
    expect((await post(BASE, school)).status).toBe(200);
    expect((await get(`${BASE}/${school._id}`)).body.smcChairPhone).toBe('9842012345');
    const wrong = await post(BASE, validSchool(BIRATNAGAR, { smcChairPhone: '12' }));
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(['smcChairPhone:invalidFormat']);
  });

  it('keeps an IEMIS code unique among live schools, naming the school that has it', async () => {
    const code = `IEMIS${Date.now()}`.slice(0, 20);
    const first = (await post(BASE, validSchool(BIRATNAGAR, { iemisCode: code }))).body;
    expect(first.iemisCode).toBe(code);
    const twin = await post(
      BASE,
      validSchool(SUNDARHARAICHA, { iemisCode: code.toLowerCase() }),
      tokens.palika2,
    );
    expect(twin.status).toBe(400);
    expect(twin.body.message.fields).toEqual([
      { field: 'iemisCode', code: 'taken', other: 'श्री जनता माध्यमिक विद्यालय' },
    ]);
    await post(`${BASE}/${first._id}/delete`, { reason: 'Merged', version: first.version });
    expect((await post(BASE, validSchool(BIRATNAGAR, { iemisCode: code }))).status).toBe(200);
    const restored = await post(`${BASE}/${first._id}/restore`, undefined, tokens.admin);
    expect(fieldsOf(restored.body)).toEqual(['iemisCode:taken']);
  });

  it('keeps its enrolment by disability in the Act’s order, drops empty rows, and replaces it whole', async () => {
    const made = (
      await post(
        BASE,
        validSchool(BIRATNAGAR, {
          cwdEnrolled: [
            { disabilityType: 'intellectual', female: 1, male: 0, other: 0 },
            { disabilityType: 'visual', female: 0, male: 0, other: 0 },
            { disabilityType: 'physical', female: 0, male: 2, other: 0 },
          ],
        }),
        tokens.cbrf,
      )
    ).body;
    expect(made.cwdEnrolled).toEqual([
      { disabilityType: 'physical', female: 0, male: 2, other: 0 },
      { disabilityType: 'intellectual', female: 1, male: 0, other: 0 },
    ]);
    const changed = await put(
      `${BASE}/${made._id}`,
      schoolUpdateOf(made, {
        cwdEnrolled: [{ disabilityType: 'autism', female: 0, male: 1, other: 0 }],
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.cwdEnrolled).toEqual([
      { disabilityType: 'autism', female: 0, male: 1, other: 0 },
    ]);
    const stale = await put(`${BASE}/${made._id}`, schoolUpdateOf(made, { nameEn: 'Old' }));
    expect(stale.status).toBe(409);
    const history = (await get(`${BASE}/${made._id}/history`)).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(Object.keys(history[0].after)).toEqual(['cwdEnrolled']);
  });

  it('lists by place, level, set-up and accessibility, and searches by name or IEMIS code', async () => {
    const made = (
      await post(
        BASE,
        validSchool(BIRATNAGAR, {
          nameEn: 'Bal Kalyan Special School',
          levels: ['eced', 'basic_1_5'],
          specialEducation: 'special_school',
          resourceClassTypes: ['intellectual', 'autism'],
          accessibility: ['ramp', 'accessible_toilet'],
        }),
      )
    ).body;
    const listed = (
      await get(
        `${BASE}?palikaId=${BIRATNAGAR}&level=eced&specialEducation=special_school&accessibility=accessible_toilet`,
      )
    ).body;
    expect(listed.items.map((s: { _id: string }) => s._id)).toEqual([made._id]);
    expect(listed.items[0].district.name).toBe('Morang');
    const byName = (await get(`${BASE}?search=kalyan special`, tokens.province)).body;
    expect(byName.items.map((s: { _id: string }) => s._id)).toEqual([made._id]);
    const byCode = (await get(`${BASE}?search=${made.iemisCode}`, tokens.province)).body;
    expect(byCode.items.map((s: { _id: string }) => s._id)).toEqual([made._id]);
  });

  it('is written by the palika’s own users; the province reads; another palika sees none', async () => {
    const made = (await post(BASE, validSchool(BIRATNAGAR, { nameEn: 'Rani School' }))).body;
    expect((await post(BASE, validSchool(BIRATNAGAR), tokens.province)).status).toBe(403);
    expect((await post(BASE, validSchool(BIRATNAGAR), tokens.admin)).status).toBe(403);
    expect((await get(`${BASE}/${made._id}`, tokens.province)).body.nameEn).toBe('Rani School');
    expect((await get(`${BASE}/${made._id}`, tokens.palika2)).status).toBe(404);
    expect((await post(BASE, validSchool(BIRATNAGAR), tokens.palika2)).status).toBe(403);
    const own = (await get(`${BASE}?pageSize=100`, tokens.palika2)).body;
    expect(own.items.some((s: { nameEn: string }) => s.nameEn === 'Rani School')).toBe(false);
  });

  it('the synthetic set gives every ward of a palika its schools, by the rules, each IEMIS code once', async () => {
    const written = await writeSchools(t.db, [SUNDARHARAICHA]);
    const [{ ward_count: wards }] = await t.db.query<{ ward_count: number }>(
      `SELECT ward_count FROM palikas WHERE id = ${SUNDARHARAICHA}`,
    );
    const religious = Array.from({ length: wards }, (_, i) => i + 1).filter((w) => w % 7 === 3);
    expect(written).toBe(wards * 5 - Math.floor(wards / 4) + religious.length);
    const listed = (await get(`${BASE}?palikaId=${SUNDARHARAICHA}&pageSize=100`, tokens.palika2))
      .body;
    expect(listed.total).toBeGreaterThanOrEqual(written);
    const today = new Date().toISOString().slice(0, 10);
    for (const school of listed.items) expect(schoolProblems(school, today, wards)).toEqual([]);
    const [codes] = await t.db.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT iemis_code)::int AS distinct FROM schools WHERE deleted_at IS NULL`,
    );
    expect(codes.distinct).toBe(codes.n);
    const resource = (
      await get(
        `${BASE}?palikaId=${SUNDARHARAICHA}&specialEducation=resource_class`,
        tokens.palika2,
      )
    ).body.items;
    expect(resource.length).toBeGreaterThan(0);
    expect(resource.every((s: { cwdEnrolled: unknown[] }) => s.cwdEnrolled.length > 0)).toBe(true);
    expect(await writeSchools(t.db, [SUNDARHARAICHA])).toBe(0);
  });

  it('imports a spreadsheet all or nothing, naming every refused row and field', async () => {
    const stamp = `${Date.now()}`.slice(-8);
    const rows = [
      validSchool(BIRATNAGAR, { iemisCode: `A${stamp}` }),
      validSchool(BIRATNAGAR, { iemisCode: `B${stamp}`, schoolType: 'institutional' }),
      validSchool(BIRATNAGAR, { iemisCode: `a${stamp}` }),
      validSchool(SUNDARHARAICHA, { iemisCode: `C${stamp}` }),
    ];
    const foreign = await post(`${BASE}/import`, { rows, dryRun: false });
    expect(foreign.status).toBe(403);
    expect(fieldsOf(foreign.body)).toEqual(['rows.3.palikaId:notAllowed']);
    const refused = await post(`${BASE}/import`, { rows: rows.slice(0, 3), dryRun: false });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ checked: 3, written: 0 });
    expect(
      refused.body.problems.map(
        (p: { row: number; field: string; code: string }) => `${p.row} ${p.field}:${p.code}`,
      ),
    ).toEqual(['2 institutionalForm:required', '3 iemisCode:taken']);
    const [none] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schools WHERE iemis_code LIKE '%${stamp}'`,
    );
    expect(none.n).toBe(0);

    const good = [rows[0], { ...rows[1], institutionalForm: 'trust' }];
    const checked = (await post(`${BASE}/import`, { rows: good, dryRun: true })).body;
    expect(checked).toEqual({ checked: 2, written: 0, problems: [] });
    expect((await get(`${BASE}/${rows[0]._id}`)).status).toBe(404);
    const written = (await post(`${BASE}/import`, { rows: good, dryRun: false })).body;
    expect(written).toEqual({ checked: 2, written: 2, problems: [] });
    expect((await get(`${BASE}/${rows[1]._id}`)).body.institutionalForm).toBe('trust');
    const history = (await get(`${BASE}/${rows[0]._id}/history`)).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it('refuses an import from a role that only reads, and a row of the wrong shape by its place', async () => {
    const row = validSchool(BIRATNAGAR);
    expect(
      (await post(`${BASE}/import`, { rows: [row], dryRun: true }, tokens.province)).status,
    ).toBe(403);
    const malformed = await post(`${BASE}/import`, {
      rows: [row, { ...validSchool(BIRATNAGAR), schoolType: 'boarding' }],
      dryRun: true,
    });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(['rows.1.schoolType:invalidValue']);
  });
});
