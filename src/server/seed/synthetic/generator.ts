import type { Database } from '@/server/db/database';
import { refillCells, setCellTriggers } from '@/server/features/dashboards/cells-maintenance';
import { profileSearchKey } from '@/server/features/pwd/search-key';
import { raw, sql } from '@/server/platform/sql';
import { adToBs } from '@/shared/calendar/bs-calendar';
import { writeActivities } from './activities';
import { insertRows } from './batch-insert';
import { writeBatches } from './batches';
import { PERSON_COLUMNS, SERVICE_COLUMNS } from './columns';
import {
  AGE_MIX,
  CARD_MIX,
  DISABILITY_MIX,
  FAMILY,
  GIVEN,
  SEVERITY_MIX,
  SEX_MIX,
  TYPE_WEIGHT,
  randomSource,
} from './distributions';
import { writeFacilities } from './facilities';
import { writeFchvs } from './fchvs';
import { writeLinks } from './links';
import { writePalikaProfiles } from './palika-profiles';
import { SCALES, type ScaleName } from './scales';
import { writeSchools } from './schools';
import { writeTargets } from './targets';
import { writeWardProfiles } from './wards';

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2021, 6, 16); // 1 Shrawan 2078: five fiscal years up to 2082/83, then 2083/84 so far
const BATCH = 10_000;

interface Palika {
  id: number;
  code: string | null;
  ward_count: number;
  palika_type: string;
  emphasis: number;
}
interface Leaf {
  id: number;
  default_unit: string;
  record_kind: string;
  is_individual: boolean;
  is_group: boolean;
  eligible_severity: string[];
}

/** The BS calendar facts of every day in the range, computed once: the calendar walk is too slow for millions of rows. */
function dayTable(days: number) {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(FIRST_DAY + i * DAY);
    const bs = adToBs({
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
    })!;
    return {
      iso: at.toISOString().slice(0, 10),
      fiscalYear: bs.month >= 4 ? bs.year : bs.year - 1,
      trimester: bs.month >= 4 && bs.month <= 7 ? 1 : bs.month >= 8 && bs.month <= 11 ? 2 : 3,
    };
  });
}

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

type Random = ReturnType<typeof randomSource>;
type Day = ReturnType<typeof dayTable>[number];

function makePerson(random: Random, palika: Palika, days: Day[], counters: Map<string, number>) {
  const id = random.uuid();
  const dayIndex = random.int(0, days.length - 1);
  const registered = days[dayIndex];
  const key = `${palika.id}:${registered.fiscalYear}`;
  const seq = (counters.get(key) ?? 0) + 1;
  counters.set(key, seq);
  const registrationNo = `${palika.code ?? `P${palika.id}`}-${registered.fiscalYear}-${String(seq).padStart(5, '0')}`;
  const sex = random.weighted(SEX_MIX);
  const [givenNe, givenEn] = random.pick(GIVEN);
  const [familyNe, familyEn] = random.pick(FAMILY);
  const [fatherNe] = random.pick(GIVEN);
  const nameNe = `${givenNe} ${familyNe}`;
  const nameEn = `${givenEn} ${familyEn}`;
  const [youngest, oldest] = random.weighted(AGE_MIX);
  const age = random.int(youngest, oldest);
  const dob = new Date(Date.now() - (age * 365.25 + random.int(0, 364)) * DAY)
    .toISOString()
    .slice(0, 10);
  const disability = random.weighted(DISABILITY_MIX);
  const card = random.weighted(CARD_MIX);
  const held = card === 'issued';
  const severity = held || random.next() < 0.5 ? random.weighted(SEVERITY_MIX) : null;
  const needsGuardian = age < 18 || severity === 'A' || severity === 'B';
  const cardNo = held ? `${palika.id}-${registered.fiscalYear}-${seq}` : null;
  const row = [
    id,
    registrationNo,
    registered.fiscalYear,
    registered.iso,
    random.pick(['cbrf', 'fchv', 'palika_staff', 'ward_staff']),
    nameNe,
    nameEn,
    profileSearchKey({ nameNe, nameEn, registrationNo, cardNo }),
    sex,
    dob,
    palika.id,
    random.int(1, palika.ward_count),
    disability.type,
    disability.type,
    disability.subtype ?? null,
    severity,
    card,
    cardNo,
    held ? registered.iso : null,
    random.next() < 0.97 ? 'active' : 'migrated_out',
    true,
    `${fatherNe} ${familyNe}`,
    needsGuardian ? `${fatherNe} ${familyNe}` : null,
    needsGuardian ? 'father' : null,
    age >= 3 && age <= 18
      ? random.pick(['basic', 'secondary', 'resource_class', 'not_enrolled'])
      : null,
  ];
  return {
    id,
    row,
    palikaId: palika.id,
    wardCount: palika.ward_count,
    dayIndex,
    severity: held ? severity : null,
  };
}

function makeService(
  random: Random,
  person: ReturnType<typeof makePerson>,
  leaves: Leaf[],
  days: Day[],
): unknown[] {
  const group = random.next() < 0.08;
  const choices = leaves.filter(
    (l) =>
      (group ? l.is_group : l.is_individual) &&
      (l.eligible_severity.length === 0 || l.eligible_severity.includes(person.severity ?? '')),
  );
  const leaf = random.pick(choices.length ? choices : leaves);
  const day = days[random.int(person.dayIndex, days.length - 1)];
  const device =
    leaf.record_kind === 'assistive_device'
      ? random.pick([
          'wheelchair',
          'crutches',
          'walker',
          'white_cane',
          'hearing_aid',
          'magnifier',
          'orthosis_caliper',
          'commode_chair',
        ])
      : null;
  const referral = leaf.record_kind === 'referral';
  const [male, female] = group ? [random.int(2, 15), random.int(2, 20)] : [null, null];
  return [
    random.uuid(),
    group ? null : person.id,
    group,
    male,
    female,
    group ? random.int(0, 1) : null,
    group ? random.int(1, (male ?? 0) + (female ?? 0)) : null,
    leaf.id,
    day.iso,
    day.fiscalYear,
    day.trimester,
    person.palikaId,
    random.int(1, person.wardCount),
    random.pick(['cbrf', 'fchv', 'health_facility', 'palika', 'hospital_rehab_centre']),
    leaf.default_unit === 'npr' ? random.int(1000, 20000) : random.int(1, 3),
    leaf.default_unit,
    device || random.next() < 0.2 ? random.int(200, 25000) : null,
    random.pick(['palika', 'province', 'federal', 'partner']),
    device,
    referral ? 'District Hospital' : null,
    referral ? 'Assessment' : null,
    referral ? random.pick(['referred', 'reached', 'service_received', 'not_reached']) : null,
  ];
}
