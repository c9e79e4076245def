import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLinks } from '@/server/seed/synthetic/links';
import { activityUpdateOf, validActivity } from './support/activities';
import { validFacility, validFchv, validSchool } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let palika: string;
let palika2: string;
let school: { _id: string };
let otherSchool: { _id: string };
let facility: { _id: string };
let fchv: { _id: string };
let ward5: string;
let person: { _id: string };
let physio: number;

const post = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'PUT', url, token, body });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const made = async (url: string, token: string, body: unknown) => {
  const answer = await post(url, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  palika2 = (await login(t.app, 'palika2')).token;
  school = await made('/api/palika/schools', palika, validSchool(BIRATNAGAR, { wardNo: 4 }));
  otherSchool = await made('/api/palika/schools', palika2, validSchool(SUNDARHARAICHA));
  facility = await made('/api/palika/health-facilities', palika, validFacility(BIRATNAGAR));
  fchv = await made('/api/palika/fchvs', palika, validFchv(BIRATNAGAR, facility._id));
  const [ward] = await t.db.query<{ id: string }>(
    `SELECT id FROM ward_profiles WHERE palika_id = ${BIRATNAGAR} AND ward_no = 5`,
  );
  ward5 = ward.id;
  person = await made('/api/pwd/profiles', palika, validProfile());
  const catalogue = (await call(t.app, { url: '/api/services/catalogue', token: palika })).body;
  physio = catalogue.categories.find((c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO').id;
});
afterAll(() => t.close());

const service = (extra: Record<string, unknown>) => validService(person._id, physio, extra);

describe(`a service's provider and an activity's venue name the palika's records (${DATABASE_KIND})`, () => {
  it("names a school, facility, FCHV or ward of the service's palika, read back by name", async () => {
    const bySchool = await made(
      '/api/services/records',
      palika,
      service({ providerType: 'school', providerId: school._id, providerName: 'Resource teacher' }),
    );
    expect(bySchool.provider).toEqual({
      _id: school._id,
      kind: 'school',
      nameNe: 'श्री जनता माध्यमिक विद्यालय',
      nameEn: 'Shree Janata Secondary School',
      wardNo: 4,
    });
    expect(bySchool.providerName).toBe('Resource teacher');
    const byFchv = await made(
      '/api/services/records',
      palika,
      service({ providerType: 'fchv', providerId: fchv._id }),
    );
    expect(byFchv.provider).toMatchObject({ kind: 'fchv', nameNe: 'सीता कुमारी राई', wardNo: 3 });
    const byWard = await made(
      '/api/services/records',
      palika,
      service({ providerType: 'ward', providerId: ward5 }),
    );
    expect(byWard.provider).toMatchObject({ kind: 'ward', nameEn: null, wardNo: 5 });
    const byFacility = await made(
      '/api/services/records',
      palika,
      service({ providerType: 'health_facility', providerId: facility._id }),
    );
    expect(byFacility.provider).toMatchObject({ kind: 'health_facility', _id: facility._id });
    const inWords = await made('/api/services/records', palika, service({ providerName: 'Sita' }));
    expect(inWords.provider).toBeNull();
  });

  it('refuses a record of another palika, of another kind, deleted, or named by a kind that names none', async () => {
    const refused = async (extra: Record<string, unknown>) => {
      const answer = await post('/api/services/records', palika, service(extra));
      expect(answer.status).toBe(400);
      return fieldsOf(answer.body);
    };
    expect(await refused({ providerType: 'school', providerId: otherSchool._id })).toEqual([
      'providerId:otherPalika',
    ]);
    expect(await refused({ providerType: 'health_facility', providerId: school._id })).toEqual([
      'providerId:invalidValue',
    ]);
    expect(await refused({ providerType: 'opd_ngo', providerId: school._id })).toEqual([
      'providerId:notAllowed',
    ]);
    const gone = await made('/api/palika/schools', palika, validSchool(BIRATNAGAR));
    const deleted = await post(`/api/palika/schools/${gone._id}/delete`, palika, {
      reason: 'closed down',
      version: gone.version,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await refused({ providerType: 'school', providerId: gone._id })).toEqual([
      'providerId:invalidValue',
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_records WHERE provider_id = '${otherSchool._id}'`,
    );
    expect(n).toBe(0);
  });

  it('gives an activity a venue of its palika, kept by an edit and a copy into the next year', async () => {
    const activity = await made(
      '/api/programme/activities',
      palika,
      validActivity(BIRATNAGAR, { venueType: 'school', venueId: school._id, venueName: 'Hall' }),
    );
    expect(activity.venue).toMatchObject({ kind: 'school', _id: school._id, wardNo: 4 });
    expect(activity.venueName).toBe('Hall');
    const moved = await put(
      `/api/programme/activities/${activity._id}`,
      palika,
      activityUpdateOf(activity, { venueType: 'ward', venueId: ward5 }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.venue).toMatchObject({ kind: 'ward', wardNo: 5 });
    const elsewhere = await post(
      '/api/programme/activities',
      palika,
      validActivity(BIRATNAGAR, { venueType: 'school', venueId: otherSchool._id }),
    );
    expect(fieldsOf(elsewhere.body)).toEqual(['venueId:otherPalika']);
    const inWords = await post(
      '/api/programme/activities',
      palika,
      validActivity(BIRATNAGAR, { venueType: 'other', venueId: school._id }),
    );
    expect(fieldsOf(inWords.body)).toEqual(['venueId:notAllowed']);
    const copied = await post('/api/programme/activities/copy-year', palika, {
      palikaId: BIRATNAGAR,
      fromFiscalYear: 2083,
      toFiscalYear: 2084,
    });
    expect(copied.status).toBe(200);
    const [next] = await t.db.query<{ venue_type: string; venue_id: string }>(
      `SELECT venue_type, venue_id FROM palika_activities
        WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2084 AND code = '${activity.code}'`,
    );
    expect(next).toEqual({ venue_type: 'ward', venue_id: ward5 });
  });

  it("are filled in the synthetic data from the palika's own records, once", async () => {
    const given = await made(
      '/api/services/records',
      palika,
      service({ providerType: 'health_facility' }),
    );
    const planned = await made('/api/programme/activities', palika, validActivity(BIRATNAGAR));
    const elsewhere = await made(
      '/api/programme/activities',
      palika2,
      validActivity(SUNDARHARAICHA),
    );
    const written = await writeLinks(t.db, [BIRATNAGAR]);
    expect(written.services).toBeGreaterThanOrEqual(1);
    const read = async (url: string, token: string) => (await call(t.app, { url, token })).body;
    const service_ = await read(`/api/services/records/${given._id}`, palika);
    expect(service_.provider).toMatchObject({ kind: 'health_facility' });
    const [{ palika_id }] = await t.db.query<{ palika_id: number }>(
      `SELECT palika_id FROM health_facilities WHERE id = '${service_.provider._id}'`,
    );
    expect(palika_id).toBe(BIRATNAGAR);
    const activity = await read(`/api/programme/activities/${planned._id}`, palika);
    expect(['ward', 'health_facility', 'school']).toContain(activity.venue.kind);
    expect((await read(`/api/programme/activities/${elsewhere._id}`, palika2)).venue).toBeNull();
    expect(await writeLinks(t.db, [BIRATNAGAR])).toEqual({ services: 0, activities: 0 });
  });
});
