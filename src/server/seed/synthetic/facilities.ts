import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { toDevanagariDigits } from '@/shared/format/digits';
import { type ColumnSpec, insertRows } from './batch-insert';
import { FAMILY, GIVEN } from './distributions';

interface PalikaRow {
  id: number;
  code: string | null;
  name_en: string;
  name_ne: string;
  ward_count: number;
  palika_type: string;
}

const COLUMNS: ColumnSpec[] = [
  { name: 'id', type: 'uuid[]' },
  { name: 'palika_id', type: 'int[]' },
  { name: 'ward_no', type: 'int[]' },
  { name: 'hmis_code', type: 'text[]' },
  { name: 'name_ne', type: 'text[]' },
  { name: 'name_en', type: 'text[]' },
  { name: 'facility_type', type: 'text[]' },
  { name: 'ownership', type: 'text[]' },
  { name: 'in_charge_name', type: 'text[]' },
  { name: 'beds', type: 'int[]' },
  { name: 'services', type: 'text[]', expression: "string_to_array($, ',')" },
  { name: 'catchment_wards', type: 'text[]', expression: "string_to_array($, ',')::int[]" },
  { name: 'insurance_first_point', type: 'boolean[]' },
  { name: 'operational_status', type: 'text[]' },
];

const URBAN = ['metropolitan', 'sub_metropolitan', 'municipality'];

/** A facility's row: names in both languages, an HMIS-like code, what it offers, the wards it serves. */
interface Kind {
  type: string;
  en: string;
  ne: string;
  code: string;
  beds: number | null;
  services: string[];
}

function facility(palika: PalikaRow, ward: number, kind: Kind, catchment: number[]): unknown[] {
  const seed = palika.id * 41 + ward * 7;
  const [, given] = GIVEN[seed % GIVEN.length];
  const [, family] = FAMILY[(seed >> 2) % FAMILY.length];
  return [
    crypto.randomUUID(),
    palika.id,
    ward,
    `${palika.code ?? `P${palika.id}`}-${kind.code}${String(ward).padStart(2, '0')}`,
    `${palika.name_ne} वडा ${toDevanagariDigits(String(ward))} ${kind.ne}`,
    `${palika.name_en} Ward ${ward} ${kind.en}`,
    kind.type,
    'local',
    `${given} ${family}`,
    kind.beds,
    kind.services.join(','),
    catchment.join(','),
    seed % 3 !== 0,
    seed % 29 === 0 ? 'temporarily_closed' : 'functional',
  ];
}

/**
 * Health facilities of the palikas given (DOMAIN.md §4.2): a health post in two wards of three
 * (about 4,500 for the country's 6,743 wards), each serving its ward and the next ward without
 * one; and in a town, a primary hospital of 15 beds in ward 1. A palika that has facilities is left
 * as it is. Answers how many were written.
 */
export async function writeFacilities(db: Database, palikaIds: number[]): Promise<number> {
  const palikas = await db.query<PalikaRow>(
    sql`SELECT p.id, p.code, p.name_en, p.name_ne, p.ward_count, p.palika_type FROM palikas p
      WHERE p.id = ANY(${palikaIds}::int[])
        AND NOT EXISTS (SELECT 1 FROM health_facilities h WHERE h.palika_id = p.id) ORDER BY p.id`,
  );
  const rows: unknown[][] = [];
  for (const palika of palikas) {
    for (let ward = 1; ward <= palika.ward_count; ward++) {
      if (ward % 3 === 0) continue;
      const next =
        ward + 1 <= palika.ward_count && (ward + 1) % 3 === 0 ? [ward, ward + 1] : [ward];
      const post: Kind = {
        type: 'health_post',
        en: 'Health Post',
        ne: 'स्वास्थ्य चौकी',
        code: 'HP',
        beds: null,
        services: [
          'immunization',
          'outreach_clinic',
          ...(ward % 2 ? ['birthing_centre'] : []),
          ...(ward % 5 === 1 ? ['rehabilitation'] : []),
        ],
      };
      rows.push(facility(palika, ward, post, next));
    }
    if (URBAN.includes(palika.palika_type)) {
      const hospital: Kind = {
        type: 'primary_hospital',
        en: 'Hospital',
        ne: 'अस्पताल',
        code: 'PH',
        beds: 15,
        services: [
          'birthing_centre',
          'lab',
          'xray',
          'physiotherapy',
          'rehabilitation',
          'disability_help_desk',
        ],
      };
      rows.push(facility(palika, 1, hospital, [1, 2]));
    }
  }
  for (let start = 0; start < rows.length; start += 2_000)
    await insertRows(db, 'health_facilities', COLUMNS, rows.slice(start, start + 2_000));
  return rows.length;
}
