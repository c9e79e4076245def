import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import { toDevanagariDigits } from '@/shared/format/digits';
import { bsYearOf } from '@/shared/palika/place-rules';
import { type ColumnSpec, insertRows } from './batch-insert';
import { FAMILY, GIVEN } from './distributions';

interface PalikaRow {
  id: number;
  code: string | null;
  name_en: string;
  name_ne: string;
  ward_count: number;
}

const list = (type = 'text[]') => ({ type, expression: "string_to_array($, ',')" });
const COLUMNS: ColumnSpec[] = [
  { name: 'id', type: 'uuid[]' },
  { name: 'palika_id', type: 'int[]' },
  { name: 'ward_no', type: 'int[]' },
  { name: 'iemis_code', type: 'text[]' },
  { name: 'name_ne', type: 'text[]' },
  { name: 'name_en', type: 'text[]' },
  { name: 'school_type', type: 'text[]' },
  { name: 'institutional_form', type: 'text[]' },
  { name: 'religious_kind', type: 'text[]' },
  { name: 'levels', ...list() },
  { name: 'special_education', type: 'text[]' },
  { name: 'resource_class_types', ...list() },
  { name: 'accessibility', ...list() },
  { name: 'head_teacher_name', type: 'text[]' },
  { name: 'students_female', type: 'int[]' },
  { name: 'students_male', type: 'int[]' },
  { name: 'teachers_trained_inclusive', type: 'int[]' },
  { name: 'academic_year_bs', type: 'int[]' },
];
const ENROLMENT_COLUMNS: ColumnSpec[] = [
  { name: 'school_id', type: 'uuid[]' },
  { name: 'disability_type', type: 'text[]' },
  { name: 'female', type: 'int[]' },
  { name: 'male', type: 'int[]' },
];

/** A ward's schools: a secondary, a basic and one or two primary, a private one, in some wards a religious one. */
const KINDS = [
  {
    type: 'community',
    en: 'Secondary School',
    ne: 'माध्यमिक विद्यालय',
    levels: 'eced,basic_1_5,basic_6_8,secondary_9_10,secondary_11_12',
    size: 420,
  },
  {
    type: 'community',
    en: 'Basic School',
    ne: 'आधारभूत विद्यालय',
    levels: 'eced,basic_1_5,basic_6_8',
    size: 180,
  },
  {
    type: 'community',
    en: 'Primary School',
    ne: 'प्राथमिक विद्यालय',
    levels: 'eced,basic_1_5',
    size: 90,
  },
  {
    type: 'community',
    en: 'Ama Primary School',
    ne: 'आमा प्राथमिक विद्यालय',
    levels: 'eced,basic_1_5',
    size: 60,
  },
  {
    type: 'institutional',
    en: 'English Boarding School',
    ne: 'इङ्लिस बोर्डिङ स्कुल',
    levels: 'eced,basic_1_5,basic_6_8,secondary_9_10',
    size: 260,
  },
  { type: 'religious', en: 'Madrasa', ne: 'मदरसा', levels: 'basic_1_5,basic_6_8', size: 70 },
] as const;
const NAMES: [string, string][] = [
  ['जनता', 'Janata'],
  ['सरस्वती', 'Saraswati'],
  ['नेपाल राष्ट्रिय', 'Nepal Rastriya'],
  ['बाल कल्याण', 'Bal Kalyan'],
  ['शहीद स्मृति', 'Sahid Smriti'],
  ['जनज्योति', 'Janajyoti'],
  ['भानुभक्त', 'Bhanubhakta'],
];
const CLASS_TYPES = ['hearing', 'visual', 'intellectual', 'hearing,intellectual'];
const TYPES = ['physical', 'hearing', 'visual', 'intellectual', 'voice_speech', 'autism'];

/**
 * Schools of the palikas given (DOMAIN.md §4.3, §7.9): about five a ward (33,000 for the
 * country): a secondary school, which in one ward of four keeps a resource class, a basic school,
 * one or two primary schools, a private boarding school, and in one ward of seven a madrasa; students by sex, and the
 * children with disabilities each enrols by type (more in a resource-class school). A palika that
 * has schools is left as it is. Answers how many were written.
 */
export async function writeSchools(db: Database, palikaIds: number[]): Promise<number> {
  const palikas = await db.query<PalikaRow>(
    sql`SELECT p.id, p.code, p.name_en, p.name_ne, p.ward_count FROM palikas p
      WHERE p.id = ANY(${palikaIds}::int[])
        AND NOT EXISTS (SELECT 1 FROM schools s WHERE s.palika_id = p.id) ORDER BY p.id`,
  );
  const year = (bsYearOf(todayIso()) ?? 2083) - 1;
  const rows: unknown[][] = [];
  const enrolled: unknown[][] = [];
  for (const palika of palikas)
    for (let ward = 1; ward <= palika.ward_count; ward++)
      for (const [n, kind] of KINDS.entries()) {
        const seed = palika.id * 53 + ward * 17 + n * 5;
        if (kind.type === 'religious' && ward % 7 !== 3) continue;
        if (n === 3 && ward % 4 === 0) continue;
        const id = crypto.randomUUID();
        const resourceClass = n === 0 && ward % 4 === 1;
        const [nameNe, nameEn] = NAMES[seed % NAMES.length];
        const [, given] = GIVEN[seed % GIVEN.length];
        const [, family] = FAMILY[(seed >> 3) % FAMILY.length];
        const students = kind.size + (seed % 60);
        rows.push([
          id,
          palika.id,
          ward,
          `${palika.code ?? String(palika.id).padStart(5, '0')}${String(ward).padStart(2, '0')}${n + 1}`,
          `श्री ${nameNe} ${kind.ne}, ${palika.name_ne}-${toDevanagariDigits(String(ward))}`,
          `Shree ${nameEn} ${kind.en}, ${palika.name_en}-${ward}`,
          kind.type,
          kind.type === 'institutional' ? (seed % 2 ? 'trust' : 'company') : null,
          kind.type === 'religious' ? 'madrasa' : null,
          kind.levels,
          resourceClass ? 'resource_class' : n === 0 ? 'inclusive' : 'none',
          resourceClass ? CLASS_TYPES[seed % CLASS_TYPES.length] : '',
          n === 0 ? 'ramp,accessible_toilet' : seed % 3 === 0 ? 'ramp' : '',
          `${given} ${family}`,
          students - Math.floor(students / 2),
          Math.floor(students / 2),
          resourceClass ? 2 : seed % 4 === 0 ? 1 : 0,
          year,
        ]);
        const types = resourceClass
          ? CLASS_TYPES[seed % CLASS_TYPES.length].split(',')
          : seed % 3 === 0
            ? [TYPES[seed % TYPES.length]]
            : [];
        for (const type of types)
          enrolled.push([
            id,
            type,
            (resourceClass ? 6 : 1) + (seed % 4),
            (resourceClass ? 7 : 1) + (seed % 3),
          ]);
      }
  for (let start = 0; start < rows.length; start += 2_000)
    await insertRows(db, 'schools', COLUMNS, rows.slice(start, start + 2_000));
  for (let start = 0; start < enrolled.length; start += 5_000)
    await insertRows(
      db,
      'school_enrolments',
      ENROLMENT_COLUMNS,
      enrolled.slice(start, start + 5_000),
    );
  return rows.length;
}
