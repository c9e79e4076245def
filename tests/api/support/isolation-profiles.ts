import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  fchvUpdateOf,
  facilityUpdateOf,
  validFacility,
  validFchv,
  validSchool,
  schoolUpdateOf,
  palikaProfileUpdateOf,
  wardUpdateOf,
} from './facilities';
import { type TestApp, call } from './test-app';

type Rec = Record<string, unknown> & { _id: string; version: number };
interface ProfileTarget {
  palikaId: number;
  facility: Rec;
  fchv: Rec;
  ward: Rec;
  school: Rec;
  palikaProfile: Rec;
}

/** Every operation on a palika's profiles, as another palika's user would try it. */
export const PALIKA_PROFILE_CALLS: Record<
  string,
  (t: ProfileTarget) => { path: Record<string, string>; query?: string; body?: unknown }
> = {
  listHealthFacilities: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=Secret` }),
  exportHealthFacilities: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  createHealthFacility: (t) => ({ path: {}, body: validFacility(t.palikaId) }),
  getHealthFacility: (t) => ({ path: { id: t.facility._id } }),
  updateHealthFacility: (t) => ({
    path: { id: t.facility._id },
    body: facilityUpdateOf(t.facility, { nameEn: 'Changed' }),
  }),
  deleteHealthFacility: (t) => ({
    path: { id: t.facility._id },
    body: { reason: 'hostile takeover', version: 1 },
  }),
  restoreHealthFacility: (t) => ({ path: { id: t.facility._id } }),
  healthFacilityHistory: (t) => ({ path: { id: t.facility._id } }),
  importHealthFacilities: (t) => ({
    path: {},
    body: { rows: [validFacility(t.palikaId)], dryRun: false },
  }),
  listFchvs: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=Secret` }),
  exportFchvs: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  createFchv: (t) => ({ path: {}, body: validFchv(t.palikaId, t.facility._id) }),
  getFchv: (t) => ({ path: { id: t.fchv._id } }),
  updateFchv: (t) => ({
    path: { id: t.fchv._id },
    body: fchvUpdateOf(t.fchv, { nameEn: 'Changed' }),
  }),
  deleteFchv: (t) => ({
    path: { id: t.fchv._id },
    body: { reason: 'Not mine to delete', version: t.fchv.version },
  }),
  restoreFchv: (t) => ({ path: { id: t.fchv._id } }),
  fchvHistory: (t) => ({ path: { id: t.fchv._id } }),
  importFchvs: (t) => ({
    path: {},
    body: { rows: [validFchv(t.palikaId, t.facility._id)], dryRun: false },
  }),
  listWardProfiles: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&filled=true` }),
  exportWardProfiles: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&filled=true` }),
  getWardProfile: (t) => ({ path: { id: t.ward._id } }),
  updateWardProfile: (t) => ({
    path: { id: t.ward._id },
    body: wardUpdateOf(t.ward, { chairName: 'Changed' }),
  }),
  wardProfileHistory: (t) => ({ path: { id: t.ward._id } }),
  listSchools: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&search=Secret` }),
  exportSchools: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  createSchool: (t) => ({ path: {}, body: validSchool(t.palikaId) }),
  getSchool: (t) => ({ path: { id: t.school._id } }),
  updateSchool: (t) => ({
    path: { id: t.school._id },
    body: schoolUpdateOf(t.school, { nameEn: 'Changed' }),
  }),
  deleteSchool: (t) => ({
    path: { id: t.school._id },
    body: { reason: 'Not mine to delete', version: t.school.version },
  }),
  restoreSchool: (t) => ({ path: { id: t.school._id } }),
  schoolHistory: (t) => ({ path: { id: t.school._id } }),
  importSchools: (t) => ({ path: {}, body: { rows: [validSchool(t.palikaId)], dryRun: false } }),
  listPalikaProfiles: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&filled=true` }),
  exportPalikaProfiles: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&filled=true` }),
  getPalikaProfile: (t) => ({ path: { id: t.palikaProfile._id } }),
  updatePalikaProfile: (t) => ({
    path: { id: t.palikaProfile._id },
    body: palikaProfileUpdateOf(t.palikaProfile, { chiefName: 'Changed' }),
  }),
  palikaProfileHistory: (t) => ({ path: { id: t.palikaProfile._id } }),
  palikaStanding: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
};

/**
 * The records of a palika's profiles the isolation suite tries to reach from outside: written by
 * the setup itself (profiles are written by the palika's own users), read back as an administrator.
 */
export async function palikaProfileTargets(
  t: TestApp,
  palikaId: number,
  codeName: string,
  admin: string,
) {
  const facilityName = `Secret Facility ${codeName}`;
  const facilityId = randomUUID();
  await t.db.query(
    `INSERT INTO health_facilities (id, palika_id, ward_no, hmis_code, name_ne, name_en, facility_type, ownership, operational_status)
      VALUES ($1, $2, 1, $3, 'गोप्य स्वास्थ्य चौकी', $4, 'health_post', 'local', 'functional')`,
    [facilityId, palikaId, `HMIS-${codeName}`, facilityName],
  );
  const facility = (
    await call(t.app, { url: `/api/palika/health-facilities/${facilityId}`, token: admin })
  ).body;
  expect(facility.nameEn).toBe(facilityName);
  const fchvName = `Secret FCHV ${codeName}`;
  const fchvId = randomUUID();
  await t.db.query(
    `INSERT INTO fchvs (id, palika_id, ward_no, name_ne, name_en, birth_date, supervising_facility_id, appointment_year, basic_training_completed, status)
      VALUES ($1, $2, 1, 'गोप्य स्वयंसेविका', $3, '1980-01-01', $4, 2065, false, 'active')`,
    [fchvId, palikaId, fchvName, facilityId],
  );
  const fchv = (await call(t.app, { url: `/api/palika/fchvs/${fchvId}`, token: admin })).body;
  expect(fchv.nameEn).toBe(fchvName);
  const chairName = `Secret Chair ${codeName}`;
  await t.db.query(
    `UPDATE ward_profiles SET chair_name = $2, version = 2 WHERE palika_id = $1 AND ward_no = 1`,
    [palikaId, chairName],
  );
  const [{ id: wardId }] = await t.db.query<{ id: string }>(
    `SELECT id FROM ward_profiles WHERE palika_id = $1 AND ward_no = 1`,
    [palikaId],
  );
  const ward = (await call(t.app, { url: `/api/palika/wards/${wardId}`, token: admin })).body;
  expect(ward.chairName).toBe(chairName);
  const schoolName = `Secret School ${codeName}`;
  const schoolId = randomUUID();
  await t.db.query(
    `INSERT INTO schools (id, palika_id, ward_no, iemis_code, name_ne, name_en, school_type, levels, academic_year_bs)
      VALUES ($1, $2, 1, $3, 'गोप्य विद्यालय', $4, 'community', '{basic_1_5}', 2082)`,
    [schoolId, palikaId, `IEMIS-${codeName}`, schoolName],
  );
  const school = (await call(t.app, { url: `/api/palika/schools/${schoolId}`, token: admin })).body;
  expect(school.nameEn).toBe(schoolName);
  const chiefName = `Secret Chief ${codeName}`;
  await t.db.query(`UPDATE palika_profiles SET chief_name = $2, version = 2 WHERE palika_id = $1`, [
    palikaId,
    chiefName,
  ]);
  const [{ id: profileId }] = await t.db.query<{ id: string }>(
    `SELECT id FROM palika_profiles WHERE palika_id = $1`,
    [palikaId],
  );
  const palikaProfile = (
    await call(t.app, { url: `/api/palika/profiles/${profileId}`, token: admin })
  ).body;
  expect(palikaProfile.chiefName).toBe(chiefName);
  return {
    records: { facility, fchv, ward, school, palikaProfile },
    names: [
      chiefName,
      chairName,
      fchvName,
      facilityName,
      `HMIS-${codeName}`,
      schoolName,
      `IEMIS-${codeName}`,
    ],
  };
}
