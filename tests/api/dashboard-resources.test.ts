import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { validFacility, validFchv, validSchool } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * The CBR dashboard's resources by place and the census as coverage's denominator (issue 18 §3):
 * each figure moves by exactly what a write adds, and the census count of a palika is its own
 * profile's, else its wards' only when every ward gives one.
 */
let t: TestApp;
let palika: string;
let palika2: string;
let district: string;
type Resources = Schemas['DashboardResources'];

const made = async (url: string, token: string, body: unknown) => {
  const answer = await call(t.app, { method: 'POST', url, token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const resources = async (token: string, query = '') => {
  const answer = await call(t.app, { url: `/api/dashboards/resources${query}`, token });
  expect(answer.status).toBe(200);
  return answer.body as Resources;
};
const biratnagarIn = async (token: string) =>
  (await resources(token)).rows.find((r) => r.place.palikaId === BIRATNAGAR && !r.place.wardId)!;
const wardCount = async (palikaId: number) =>
  (await t.db.query<{ n: number }>(`SELECT ward_count AS n FROM palikas WHERE id = ${palikaId}`))[0]
    .n;
const setWardCensus = (palikaId: number, count: number | null, wardNo?: number) =>
  t.db.query(
    `UPDATE ward_profiles SET pwd_census_count = ${count ?? 'NULL'}
      WHERE palika_id = ${palikaId}${wardNo ? ` AND ward_no = ${wardNo}` : ''}`,
  );

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  palika2 = (await login(t.app, 'palika2')).token;
  district = (await login(t.app, 'district')).token;
});
afterAll(() => t.close());

describe(`the CBR dashboard's resources and census (${DATABASE_KIND})`, () => {
  it("counts a palika's wards, active FCHVs, schools with a resource class and facilities offering rehabilitation", async () => {
    const before = await biratnagarIn(district);
    expect(before.wards).toBe(await wardCount(BIRATNAGAR));
    const facility = await made(
      '/api/palika/health-facilities',
      palika,
      validFacility(BIRATNAGAR, { services: ['rehabilitation', 'immunization'] }),
    );
    await made('/api/palika/health-facilities', palika, validFacility(BIRATNAGAR));
    await made('/api/palika/fchvs', palika, validFchv(BIRATNAGAR, facility._id));
    await made(
      '/api/palika/schools',
      palika,
      validSchool(BIRATNAGAR, {
        specialEducation: 'resource_class',
        resourceClassTypes: ['hearing'],
      }),
    );
    await made(
      '/api/palika/schools',
      palika,
      validSchool(BIRATNAGAR, { specialEducation: 'inclusive', resourceClassTypes: [] }),
    );
    const after = await biratnagarIn(district);
    expect({
      fchvs: Number(after.fchvs) - Number(before.fchvs),
      schools: Number(after.schools) - Number(before.schools),
      schoolsWithResourceClass:
        Number(after.schoolsWithResourceClass) - Number(before.schoolsWithResourceClass),
      facilities: Number(after.facilities) - Number(before.facilities),
      facilitiesOfferingRehab:
        Number(after.facilitiesOfferingRehab) - Number(before.facilitiesOfferingRehab),
    }).toEqual({
      fchvs: 1,
      schools: 2,
      schoolsWithResourceClass: 1,
      facilities: 2,
      facilitiesOfferingRehab: 1,
    });
    const wards = await resources(palika);
    expect(wards.level).toBe('ward');
    expect(wards.rows).toHaveLength(await wardCount(BIRATNAGAR));
    const ward3 = wards.rows.find((r) => r.nameEn === 'Ward 3')!;
    expect(ward3.fchvs).toBeGreaterThanOrEqual(1);
    expect(wards.total.schools).toBe(after.schools);
  });

  it("takes a palika's census from its profile, else from its wards only when every ward gives one", async () => {
    await made('/api/pwd/profiles', palika, validProfile({ wardNo: 2 }));
    const registered = Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pwd_persons WHERE palika_id = ${BIRATNAGAR} AND deleted_at IS NULL`,
        )
      )[0].n,
    );
    await setWardCensus(BIRATNAGAR, null);
    await t.db.query(
      `UPDATE palika_profiles SET pwd_census_count = NULL WHERE palika_id = ${BIRATNAGAR}`,
    );
    const unknown = await biratnagarIn(district);
    expect([unknown.censusCount, unknown.registeredWhereCensus, unknown.censusKnown]).toEqual([
      null,
      0,
      0,
    ]);
    await setWardCensus(BIRATNAGAR, 40);
    await setWardCensus(BIRATNAGAR, null, 1);
    expect((await biratnagarIn(district)).censusCount).toBeNull();
    await setWardCensus(BIRATNAGAR, 40, 1);
    const fromWards = await biratnagarIn(district);
    expect(fromWards.censusCount).toBe(40 * (await wardCount(BIRATNAGAR)));
    expect(fromWards.registeredWhereCensus).toBe(registered);
    expect(fromWards.censusKnown).toBe(1);
    await t.db.query(
      `UPDATE palika_profiles SET pwd_census_count = 1234 WHERE palika_id = ${BIRATNAGAR}`,
    );
    expect((await biratnagarIn(district)).censusCount).toBe(1234);
    const ward2 = (await resources(palika)).rows.find((r) => r.nameEn === 'Ward 2')!;
    expect(ward2.censusCount).toBe(40);
    expect(ward2.registeredWhereCensus).toBeGreaterThanOrEqual(1);
  });

  it("adds the places up, the census only over places that know theirs, and shows another palika's user only its own", async () => {
    const morang = await resources(district);
    expect(morang.level).toBe('palika');
    const known = morang.rows.filter((r) => r.censusCount !== null);
    expect(morang.total.censusCount).toBe(known.reduce((sum, r) => sum + Number(r.censusCount), 0));
    expect(morang.total.wards).toBe(morang.rows.reduce((sum, r) => sum + Number(r.wards), 0));
    expect(morang.total.censusPlaces).toBe(morang.rows.length);
    const [profile] = await t.db.query<{ id: string }>(
      `SELECT id FROM palika_profiles WHERE palika_id = ${BIRATNAGAR}`,
    );
    expect(morang.rows.find((r) => r.place.palikaId === BIRATNAGAR)!.profileId).toBe(profile.id);
    const [ward] = await t.db.query<{ id: string; ward_id: number }>(
      `SELECT id, ward_id FROM ward_profiles WHERE palika_id = ${BIRATNAGAR} AND ward_no = 1`,
    );
    const wards = await resources(palika);
    expect(wards.rows.find((r) => r.id === ward.ward_id)!.profileId).toBe(ward.id);
    const own = await resources(palika2);
    expect(own.rows.length).toBe(await wardCount(SUNDARHARAICHA));
    expect(own.total.schools).toBe(0);
    // As on every dashboard, a place outside the caller's area answers nothing of it.
    const outside = await resources(palika2, `?palikaId=${BIRATNAGAR}`);
    expect([outside.rows, outside.total.wards, outside.total.censusCount]).toEqual([[], 0, null]);
  });
});
