/**
 * Latency of the palika profiles' lists on PostgreSQL 15 with every palika's health facilities,
 * FCHVs and schools loaded (about 5,000 facilities, 50,000 FCHVs with their trainings and 33,000
 * schools with their enrolment) and every ward's and palika's profile filled, and of the CBR
 * dashboard's resources and census by place over them.
 *   npm run bench:profiles               a throwaway PostgreSQL (started and removed here)
 *   npm run bench:profiles -- --keep     leave it running and print its address, to --reuse it
 * Prints what was loaded, then p50 and p95 of each list's first page for a national and a palika
 * user (targets: a national list under 100 ms, a palika's FCHV list under 50 ms at p95).
 * It measures; it asserts nothing.
 */
import { writeFacilities } from '@/server/seed/synthetic/facilities';
import { writeFchvs } from '@/server/seed/synthetic/fchvs';
import { writePalikaProfiles } from '@/server/seed/synthetic/palika-profiles';
import { writeSchools } from '@/server/seed/synthetic/schools';
import { writeWardProfiles } from '@/server/seed/synthetic/wards';
import { openBenchDatabase, printLatencies } from './support/bench-database';

const bench = await openBenchDatabase('sample');
try {
  const { db } = bench;
  const palikas = (await db.query<{ id: number }>('SELECT id FROM palikas')).map((p) => p.id);
  const started = Date.now();
  await writeFacilities(db, palikas);
  await writeFchvs(db, palikas);
  await writeSchools(db, palikas);
  await writeWardProfiles(db, palikas);
  await writePalikaProfiles(db, palikas);
  await db.query(
    'ANALYZE health_facilities, fchvs, fchv_trainings, schools, ward_profiles, palika_profiles',
  );
  const [loaded] = await db.query<{
    facilities: number;
    fchvs: number;
    trainings: number;
    schools: number;
  }>(
    `SELECT (SELECT count(*)::int FROM health_facilities) AS facilities,
       (SELECT count(*)::int FROM fchvs) AS fchvs, (SELECT count(*)::int FROM fchv_trainings) AS trainings,
       (SELECT count(*)::int FROM schools) AS schools`,
  );
  console.log(
    `Profiles: ${loaded.facilities.toLocaleString('en-IN')} health facilities, ${loaded.fchvs.toLocaleString('en-IN')} FCHVs with ${loaded.trainings.toLocaleString('en-IN')} trainings, ${loaded.schools.toLocaleString('en-IN')} schools (${((Date.now() - started) / 1000).toFixed(0)} s to load what was missing).`,
  );
  const biratnagar = 60;
  const users = { national: await bench.tokenOf('admin'), palika: await bench.tokenOf('palika') };
  const requests: [string, string][] = [
    ['FCHVs: first page', '/api/palika/fchvs'],
    ["FCHVs: a palika's first page", `/api/palika/fchvs?palikaId=${biratnagar}`],
    ['FCHVs: a name searched', '/api/palika/fchvs?search=Sita'],
    ['FCHVs: due to retire within a year', '/api/palika/fchvs?retirement=due'],
    [
      'FCHVs: trained in disability prevention',
      '/api/palika/fchvs?trainingType=disability_prevention',
    ],
    ['health facilities: first page', '/api/palika/health-facilities'],
    [
      'health facilities: offering rehabilitation',
      '/api/palika/health-facilities?service=rehabilitation',
    ],
    ['schools: first page', '/api/palika/schools'],
    ["schools: a palika's first page", `/api/palika/schools?palikaId=${biratnagar}`],
    ['schools: with a resource class', '/api/palika/schools?specialEducation=resource_class'],
    ['schools: a name searched', '/api/palika/schools?search=Janata'],
    ['ward profiles: first page', '/api/palika/wards'],
    ['palika profiles: first page', '/api/palika/profiles'],
    ['CBR resources and census: the area by place', '/api/dashboards/resources'],
    ['CBR resources and census: Koshi by district', '/api/dashboards/resources?provinceId=1'],
    [
      "CBR resources and census: a palika's wards",
      `/api/dashboards/resources?palikaId=${biratnagar}`,
    ],
  ];
  await printLatencies(bench, users, requests);
} finally {
  await bench.close();
}
