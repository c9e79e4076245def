import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { type ColumnSpec, insertRows } from './batch-insert';
import { FAMILY, GIVEN } from './distributions';

interface Posting {
  palika_id: number;
  ward_count: number;
  facilities: { id: string; wards: number[] }[];
}

const FCHV_COLUMNS: ColumnSpec[] = [
  { name: 'id', type: 'uuid[]' },
  { name: 'palika_id', type: 'int[]' },
  { name: 'ward_no', type: 'int[]' },
  { name: 'name_ne', type: 'text[]' },
  { name: 'name_en', type: 'text[]' },
  { name: 'birth_date', type: 'date[]' },
  { name: 'phone', type: 'text[]' },
  { name: 'has_smartphone', type: 'boolean[]' },
  { name: 'caste_ethnicity_code', type: 'text[]' },
  { name: 'education', type: 'text[]' },
  { name: 'marital_status', type: 'text[]' },
  { name: 'catchment_households', type: 'int[]' },
  { name: 'supervising_facility_id', type: 'uuid[]' },
  { name: 'mothers_group_members', type: 'int[]' },
  { name: 'area_type', type: 'text[]' },
  { name: 'appointment_year', type: 'int[]' },
  { name: 'basic_training_completed', type: 'boolean[]' },
  { name: 'basic_training_date', type: 'date[]' },
  { name: 'has_id_card', type: 'boolean[]' },
  { name: 'has_kit', type: 'boolean[]' },
  { name: 'status', type: 'text[]' },
  { name: 'status_date', type: 'date[]' },
];
const TRAINING_COLUMNS: ColumnSpec[] = [
  { name: 'fchv_id', type: 'uuid[]' },
  { name: 'position', type: 'int[]' },
  { name: 'training_type', type: 'text[]' },
  { name: 'training_date', type: 'date[]' },
  { name: 'days', type: 'int[]' },
  { name: 'organiser', type: 'text[]' },
];

const WOMEN = GIVEN.filter((_, i) => i % 2 === 1);
const EDUCATION = ['literate', 'basic', 'basic', 'secondary', 'secondary', 'bachelor_plus'];
const THIS_YEAR = 2026;

/** One FCHV of a ward: aged 25 to 61 (a few due to retire or past it), appointed after 18. */
function fchv(palika: Posting, ward: number, n: number, facility: string): unknown[] {
  const seed = palika.palika_id * 131 + ward * 17 + n * 7;
  const [givenNe, givenEn] = WOMEN[seed % WOMEN.length];
  const [familyNe, familyEn] = FAMILY[(seed >> 3) % FAMILY.length];
  const age = 25 + (seed % 37);
  const born = `${THIS_YEAR - age}-${String(1 + (seed % 12)).padStart(2, '0')}-${String(1 + (seed % 28)).padStart(2, '0')}`;
  // A BS year is at most the AD year + 57: appointed no earlier than the BS year she turned 18.
  const appointed = Math.min(2082, Math.max(2045, THIS_YEAR - age + 57 + 18 + (seed % 9)));
  const resigned = seed % 53 === 0;
  return [
    crypto.randomUUID(),
    palika.palika_id,
    ward,
    `${givenNe} ${familyNe}`,
    `${givenEn} ${familyEn}`,
    born,
    `98${String(40000000 + ((seed * 7919) % 9999999)).padStart(8, '0')}`,
    seed % 3 !== 0,
    String(1 + (seed % 6)),
    EDUCATION[seed % EDUCATION.length],
    seed % 9 === 0 ? 'widowed' : 'married',
    100 + (seed % 60),
    facility,
    15 + (seed % 20),
    seed % 5 === 0 ? 'urban' : 'rural',
    appointed,
    true,
    `${appointed - 57}-09-01`,
    seed % 4 !== 0,
    seed % 4 !== 0,
    resigned ? 'resigned' : 'active',
    resigned ? '2025-07-16' : null,
  ];
}

/**
 * FCHVs of the palikas given (DOMAIN.md §3: about 52,000 for the country's 6,743 wards): six to
 * nine in each ward, supervised by the facility that serves the ward (or the palika's first),
 * each with her basic training and one in three with the DPRP's disability prevention training.
 * A palika without facilities, or that has FCHVs, is left as it is. Answers how many were written.
 */
export async function writeFchvs(db: Database, palikaIds: number[]): Promise<number> {
  const postings = await db.query<Posting>(
    sql`SELECT p.id AS palika_id, p.ward_count,
        json_agg(json_build_object('id', h.id, 'wards', h.catchment_wards || h.ward_no) ORDER BY h.ward_no, h.id) AS facilities
      FROM palikas p JOIN health_facilities h ON h.palika_id = p.id AND h.deleted_at IS NULL
      WHERE p.id = ANY(${palikaIds}::int[])
        AND NOT EXISTS (SELECT 1 FROM fchvs f WHERE f.palika_id = p.id)
      GROUP BY p.id, p.ward_count ORDER BY p.id`,
  );
  const rows: unknown[][] = [];
  const trainings: unknown[][] = [];
  for (const palika of postings) {
    const facilities =
      typeof palika.facilities === 'string' ? JSON.parse(palika.facilities) : palika.facilities;
    for (let ward = 1; ward <= palika.ward_count; ward++) {
      const serving = facilities.find((f: Posting['facilities'][number]) => f.wards.includes(ward));
      const facility = (serving ?? facilities[0]).id;
      const count = 6 + ((palika.palika_id + ward) % 4);
      for (let n = 0; n < count; n++) {
        const row = fchv({ ...palika, facilities }, ward, n, facility);
        rows.push(row);
        trainings.push([row[0], 0, 'basic_18day', row[17], 18, 'District Health Office']);
        if ((ward + n) % 3 === 0)
          trainings.push([row[0], 1, 'disability_prevention', '2024-02-11', 3, 'DPRP']);
      }
    }
  }
  for (let start = 0; start < rows.length; start += 2_000)
    await insertRows(db, 'fchvs', FCHV_COLUMNS, rows.slice(start, start + 2_000));
  for (let start = 0; start < trainings.length; start += 4_000)
    await insertRows(db, 'fchv_trainings', TRAINING_COLUMNS, trainings.slice(start, start + 4_000));
  return rows.length;
}
