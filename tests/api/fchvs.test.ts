import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFchvs } from '@/server/seed/synthetic/fchvs';
import { generate } from '@/server/seed/synthetic/generator';
import { todayIso } from '@/shared/calendar/today';
import { fchvProblems } from '@/shared/palika/fchv-rules';
import { fchvUpdateOf, validFacility, validFchv } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** FCHV profiles (issue 18, DOMAIN.md §7.7): her rules, her trainings, retirement at 60, her account. */
let t: TestApp;
const tokens: Record<string, string> = {};
const BASE = '/api/palika/fchvs';
const FACILITIES = '/api/palika/health-facilities';
let facilityId: string;
let otherPalikaFacilityId: string;

const post = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token = tokens.palika) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const idsOf = (page: { items: { _id: string }[] }) => page.items.map((f) => f._id).sort();

/** An ISO date `years` years and `days` days before today in Nepal. */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayIso().split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}
const userId = async (username: string) =>
  (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE username = $1`, [username]))[0].id;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['palika', 'palika2', 'province', 'admin', 'cbrf'])
    tokens[user] = (await login(t.app, user)).token;
  facilityId = (await post(FACILITIES, validFacility(BIRATNAGAR))).body._id;
  otherPalikaFacilityId = (await post(FACILITIES, validFacility(SUNDARHARAICHA), tokens.palika2))
    .body._id;
}, 60_000);
afterAll(() => t.close());

describe(`FCHVs (${DATABASE_KIND})`, () => {
  it('names every wrong field at once and writes nothing', async () => {
    const wrong = validFchv(BIRATNAGAR, otherPalikaFacilityId, {
      wardNo: 30,
      birthDate: yearsAgo(15),
      phone: '12',
      appointmentYear: 2050,
      basicTrainingDate: null,
      status: 'resigned',
      trainings: [{ trainingType: 'refresher', date: yearsAgo(-1), days: 2 }],
    });
    const answer = await post(BASE, wrong);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([
      'appointmentYear:tooSmall',
      'basicTrainingDate:required',
      'birthDate:tooLarge',
      'phone:invalidFormat',
      'statusDate:required',
      'supervisingFacilityId:otherPalika',
      'trainings.0.date:tooLarge',
      'wardNo:tooLarge',
    ]);
    expect((await get(`${BASE}/${wrong._id}`)).status).toBe(404);
    expect((await get(`${BASE}?palikaId=${BIRATNAGAR}&search=सीता`)).body.total).toBe(0);
  });

  it('keeps her trainings in order, replaces them on an edit, and detects a stale edit', async () => {
    const made = await post(BASE, validFchv(BIRATNAGAR, facilityId), tokens.cbrf);
    expect(made.status).toBe(200);
    expect(made.body.trainings.map((x: { trainingType: string }) => x.trainingType)).toEqual([
      'basic_18day',
      'disability_prevention',
    ]);
    expect(made.body.supervisingFacility.nameEn).toBe('Hattimuda Health Post');
    const trainings = [
      ...made.body.trainings,
      { trainingType: 'mhealth', date: '2025-03-02', days: 1, organiser: null, cohort: null },
    ];
    const changed = await put(`${BASE}/${made.body._id}`, fchvUpdateOf(made.body, { trainings }));
    expect(changed.status).toBe(200);
    expect(changed.body.trainings).toHaveLength(3);
    const stale = await put(`${BASE}/${made.body._id}`, fchvUpdateOf(made.body, { trainings: [] }));
    expect(stale.status).toBe(409);
    expect((await get(`${BASE}/${made.body._id}`)).body.trainings).toHaveLength(3);
    const history = (await get(`${BASE}/${made.body._id}/history`)).body.items;
    expect(history[0].action).toBe('update');
    expect(Object.keys(history[0].after)).toEqual(['trainings']);
    const trained = (await get(`${BASE}?palikaId=${BIRATNAGAR}&trainingType=mhealth`)).body;
    expect(idsOf(trained)).toEqual([made.body._id]);
    const facility = (await get(`${FACILITIES}/${facilityId}`)).body;
    expect(facility.fchvsSupervised).toBeGreaterThanOrEqual(1);
  });

  it('derives retirement at 60: due within a year, past, and neither once she has retired', async () => {
    const make = async (birthDate: string, extra: Record<string, unknown> = {}) =>
      (
        await post(
          BASE,
          validFchv(BIRATNAGAR, facilityId, { birthDate, appointmentYear: 2060, ...extra }),
        )
      ).body;
    const soon = await make(yearsAgo(59, 100));
    const past = await make(yearsAgo(61));
    const retired = await make(yearsAgo(62), { status: 'retired', statusDate: yearsAgo(2) });
    const young = await make(yearsAgo(40), { appointmentYear: 2075 });
    expect([soon.retirement, past.retirement, retired.retirement, young.retirement]).toEqual([
      'due',
      'past',
      null,
      null,
    ]);
    expect(soon.age).toBe(59);
    expect(soon.retirementDate).toBe(yearsAgo(-1, 100));
    const due = (await get(`${BASE}?palikaId=${BIRATNAGAR}&retirement=due&pageSize=100`)).body;
    expect(idsOf(due)).toContain(soon._id);
    expect(idsOf(due)).not.toContain(past._id);
    const over = (await get(`${BASE}?palikaId=${BIRATNAGAR}&retirement=past&pageSize=100`)).body;
    expect(idsOf(over)).toContain(past._id);
    for (const id of [retired._id, young._id, soon._id]) expect(idsOf(over)).not.toContain(id);
  });

  it('links her own account only if it is a member of a group of her palika, and only once', async () => {
    const sita = await userId('fchv.sita');
    const linked = await post(BASE, validFchv(BIRATNAGAR, facilityId, { userId: sita }));
    expect(linked.status).toBe(200);
    expect(linked.body.user.username).toBe('fchv.sita');
    const twice = await post(BASE, validFchv(BIRATNAGAR, facilityId, { userId: sita }));
    expect(fieldsOf(twice.body)).toEqual(['userId:taken']);
    const notMember = await post(
      BASE,
      validFchv(BIRATNAGAR, facilityId, { userId: await userId('cbrf') }),
    );
    expect(fieldsOf(notMember.body)).toEqual(['userId:notEligible']);
  });

  it('keeps a register code unique in the palika, and a facility that supervises her stays', async () => {
    const code = `FCHV-${Date.now()}`;
    expect((await post(BASE, validFchv(BIRATNAGAR, facilityId, { fchvCode: code }))).status).toBe(
      200,
    );
    const twin = await post(
      BASE,
      validFchv(BIRATNAGAR, facilityId, { fchvCode: code.toLowerCase() }),
    );
    expect(fieldsOf(twin.body)).toEqual(['fchvCode:taken']);
    const other = await post(
      BASE,
      validFchv(SUNDARHARAICHA, otherPalikaFacilityId, { fchvCode: code }),
      tokens.palika2,
    );
    expect(other.status).toBe(200);
    const facility = (await get(`${FACILITIES}/${facilityId}`)).body;
    const removed = await post(`${FACILITIES}/${facilityId}/delete`, {
      reason: 'Merged with another',
      version: facility.version,
    });
    expect(removed.status).toBe(400);
    expect(fieldsOf(removed.body)).toEqual(['fchvsSupervised:inUse']);
  });

  it('the synthetic set gives every ward six to nine FCHVs by the rules, supervised in their palika, once', async () => {
    await generate(t.db, 'sample', () => {});
    const perWard = await t.db.query<{ palika_id: number; ward_no: number; n: number }>(
      `SELECT palika_id, ward_no, count(*)::int AS n FROM fchvs
        WHERE palika_id NOT IN (${BIRATNAGAR}, ${SUNDARHARAICHA}) GROUP BY palika_id, ward_no`,
    );
    expect(perWard.length).toBeGreaterThan(100);
    for (const w of perWard) expect(w.n).toBe(6 + ((w.palika_id + w.ward_no) % 4));
    const [written] = await t.db.query<{ n: number; bad: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE h.palika_id <> f.palika_id)::int AS bad
         FROM fchvs f JOIN health_facilities h ON h.id = f.supervising_facility_id
        WHERE f.palika_id NOT IN (${BIRATNAGAR}, ${SUNDARHARAICHA})`,
    );
    expect(written.bad).toBe(0);
    expect(written.n).toBeGreaterThan(0);
    const sample = (await get(`${BASE}?pageSize=100&sort=birthDate&order=asc`, tokens.admin)).body
      .items as (Parameters<typeof fchvProblems>[0] & { palikaId: number })[];
    expect(sample.length).toBeGreaterThan(50);
    for (const f of sample) expect(fchvProblems(f, todayIso())).toEqual([]);
    expect(await writeFchvs(t.db, [BIRATNAGAR, SUNDARHARAICHA])).toBe(0);
  }, 120_000);

  it('is written by the palika’s own users; the province reads; another palika sees none', async () => {
    const made = (await post(BASE, validFchv(BIRATNAGAR, facilityId, { nameEn: 'Rani Rai' }))).body;
    expect((await post(BASE, validFchv(BIRATNAGAR, facilityId), tokens.province)).status).toBe(403);
    expect((await get(`${BASE}/${made._id}`, tokens.province)).body.nameEn).toBe('Rani Rai');
    expect((await get(`${BASE}/${made._id}`, tokens.palika2)).status).toBe(404);
    const own = (await get(`${BASE}?search=Rani`, tokens.palika2)).body;
    expect(own.total).toBe(0);
    // A facility of another palika cannot be named by its id either.
    const borrowed = await post(BASE, validFchv(SUNDARHARAICHA, facilityId), tokens.palika2);
    expect(fieldsOf(borrowed.body)).toEqual(['supervisingFacilityId:otherPalika']);
  });

  it('imports a list all or nothing: a facility of another palika is named by its row, then the list is added', async () => {
    const rows: Record<string, unknown>[] = [
      validFchv(BIRATNAGAR, facilityId, { nameEn: 'Imported One', trainings: [] }),
      validFchv(BIRATNAGAR, otherPalikaFacilityId, { nameEn: 'Imported Two', trainings: [] }),
    ];
    const refused = (await post(`${BASE}/import`, { rows, dryRun: false })).body;
    expect(refused).toMatchObject({
      checked: 2,
      written: 0,
      problems: [{ row: 2, field: 'supervisingFacilityId', code: 'otherPalika' }],
    });
    rows[1] = { ...rows[1], supervisingFacilityId: facilityId };
    expect((await post(`${BASE}/import`, { rows, dryRun: false })).body).toEqual({
      checked: 2,
      written: 2,
      problems: [],
    });
    expect((await get(`${BASE}/${rows[1]._id as string}`)).body.nameEn).toBe('Imported Two');
  });
});
