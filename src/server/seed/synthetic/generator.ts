import type { Database } from '@/server/db/database';
import { refillCells, setCellTriggers } from '@/server/features/dashboards/cells-maintenance';
import { raw, sql } from '@/server/platform/sql';
import { writeActivities } from './activities';
import { insertRows } from './batch-insert';
import { writeBatches } from './batches';
import { PERSON_COLUMNS, SERVICE_COLUMNS } from './columns';
import { TYPE_WEIGHT, randomSource } from './distributions';
import { writeFacilities } from './facilities';
import { writeFchvs } from './fchvs';
import { writeLinks } from './links';
import { writePalikaProfiles } from './palika-profiles';
import {
  DAY,
  FIRST_DAY,
  type Leaf,
  type Palika,
  dayTable,
  makePerson,
  makeService,
} from './person-rows';
import { SCALES, type ScaleName } from './scales';
import { writeSchools } from './schools';
import { writeTargets } from './targets';
import { writeWardProfiles } from './wards';

const BATCH = 10_000;

export interface Progress {
  (stage: 'persons' | 'services' | 'cells', done: number, total: number): void;
}

/**
 * Generates one scale into the database, in batches; answers how many persons and services were
 * written. The dashboard cells' triggers are off while it writes (at national scale they would
 * make the load hours long); the cells are then refilled from all the rows, with the triggers back
 * on, in one transaction, as a migration fills them.
 */
export async function generate(
  db: Database,
  scale: ScaleName,
  progress: Progress,
): Promise<{ persons: number; services: number }> {
  for (const statement of setCellTriggers(false)) await db.query(statement);
  try {
    return await write(db, scale, progress);
  } finally {
    progress('cells', 0, 1);
    await db.transaction(async (tx) => {
      for (const statement of [...setCellTriggers(true), ...refillCells()])
        await tx.query(statement);
    });
    await db.query('VACUUM (ANALYZE) pwd_persons');
    await db.query('VACUUM (ANALYZE) service_records');
    // The profiles were filled by bulk updates: without fresh statistics (PGlite has no
    // autovacuum) the CBR dashboard's resources by place took 1 s instead of 70 ms.
    await db.query(
      'ANALYZE health_facilities, fchvs, fchv_trainings, schools, ward_profiles, palika_profiles, palika_activities',
    );
    progress('cells', 1, 1);
  }
}

async function write(
  db: Database,
  scale: ScaleName,
  progress: Progress,
): Promise<{ persons: number; services: number }> {
  const spec = SCALES[scale];
  const random = randomSource(2083 + scale.length);
  const palikas = await db.query<Palika>(
    sql`SELECT p.id, p.code, p.ward_count, p.palika_type, (${raw(spec.emphasis)})::float8 AS emphasis FROM palikas p JOIN districts d ON d.id = p.district_id WHERE ${spec.where} ORDER BY p.id`,
  );
  const leaves = await db.query<Leaf>(
    `SELECT c.id, c.default_unit, c.record_kind, c.is_individual, c.is_group, c.eligible_severity FROM service_categories c
      WHERE NOT EXISTS (SELECT 1 FROM service_categories x WHERE x.parent_id = c.id) AND c.active_to_fy IS NULL ORDER BY c.id`,
  );
  const today = Math.floor((Date.now() - FIRST_DAY) / DAY);
  const days = dayTable(today + 1);
  const weights = palikas.map((p) => p.ward_count * (TYPE_WEIGHT[p.palika_type] ?? 1) * p.emphasis);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const counters = new Map<string, number>();
  const servicesPerPerson = spec.services / spec.persons;
  let persons: unknown[][] = [];
  let services: unknown[][] = [];
  let written = { persons: 0, services: 0 };
  // Persons always go first, so that every service finds its person.
  const flush = async (force = false) => {
    if (!force && persons.length < BATCH && services.length < BATCH) return;
    if (persons.length) {
      await insertRows(db, 'pwd_persons', PERSON_COLUMNS, persons);
      written = { ...written, persons: written.persons + persons.length };
      persons = [];
      progress('persons', written.persons, spec.persons);
    }
    if (services.length) {
      await insertRows(db, 'service_records', SERVICE_COLUMNS, services);
      written = { ...written, services: written.services + services.length };
      services = [];
      progress('services', written.services, spec.services);
    }
  };
  for (const [index, palika] of palikas.entries()) {
    const count = Math.round((spec.persons * weights[index]) / totalWeight);
    for (let n = 0; n < count; n++) {
      const person = makePerson(random, palika, days, counters);
      persons.push(person.row);
      const given = Math.max(0, Math.round(servicesPerPerson * (0.4 + random.next() * 1.2)));
      for (let s = 0; s < given; s++) services.push(makeService(random, person, leaves, days));
      await flush();
    }
  }
  await flush(true);
  for (const [key, last] of counters) {
    const [palikaId, fiscalYear] = key.split(':').map(Number);
    await db.query(
      sql`INSERT INTO registration_counters (palika_id, fiscal_year, last_no) VALUES (${palikaId}, ${fiscalYear}, ${last})
       ON CONFLICT (palika_id, fiscal_year) DO UPDATE SET last_no = greatest(registration_counters.last_no, excluded.last_no)`,
    );
  }
  await writeBatches(db);
  await writeActivities(db);
  const palikaIds = palikas.map((palika) => palika.id);
  await writeFacilities(db, palikaIds);
  const fchvWhere = 'fchvWhere' in spec ? spec.fchvWhere : spec.where;
  const fchvPalikas = await db.query<{ id: number }>(
    sql`SELECT p.id FROM palikas p JOIN districts d ON d.id = p.district_id WHERE ${fchvWhere}`,
  );
  await writeFchvs(
    db,
    fchvPalikas.map((palika) => palika.id),
  );
  await writeWardProfiles(
    db,
    fchvPalikas.map((palika) => palika.id),
  );
  await writeSchools(
    db,
    fchvPalikas.map((palika) => palika.id),
  );
  await writePalikaProfiles(
    db,
    fchvPalikas.map((palika) => palika.id),
  );
  await writeLinks(
    db,
    fchvPalikas.map((palika) => palika.id),
  );
  await writeTargets(db, palikaIds);
  return written;
}
