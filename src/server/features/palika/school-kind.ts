import type { Queryable } from '@/server/db/database';
import { invalid } from '@/server/platform/http-error';
import { containing, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { PROFILE_WRITERS } from '@/shared/palika/enums';
import { schoolProblems } from '@/shared/palika/school-rules';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
import { SCHOOL_FROM, SCHOOL_SELECT, type School, schoolOf } from './school-row';

export type SchoolInput = Omit<Schemas['SchoolCreate'], '_id'>;
export type SchoolFilters = Omit<QueryOf<'listSchools'>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** Its columns, from the contract; its enrolment is a table of its own (`writeParts`). */
const COLUMNS = columnsOf<SchoolInput>('SchoolCreate', { except: ['cwdEnrolled'] });

const inActOrder = <T extends string>(codes: readonly T[], order: readonly string[]) =>
  [...new Set(codes)].sort((a, b) => order.indexOf(a) - order.indexOf(b));

/** Text trimmed, lists once each in a fixed order, and no enrolment row of only zeros. */
function clean(input: SchoolInput): SchoolInput {
  const out = trimmedFields(input, COLUMNS);
  out.levels = [...new Set(input.levels)];
  out.resourceClassTypes = inActOrder(input.resourceClassTypes ?? [], DISABILITY_TYPES);
  out.accessibility = [...new Set(input.accessibility ?? [])];
  out.cwdEnrolled = (input.cwdEnrolled ?? [])
    .filter((row) => row.female + row.male + row.other > 0)
    .sort(
      (a, b) =>
        DISABILITY_TYPES.indexOf(a.disabilityType) - DISABILITY_TYPES.indexOf(b.disabilityType),
    );
  return out as SchoolInput;
}

/** Every rule of a school inside the write: the shared ones against its palika's wards, and a unique IEMIS code. */
async function checkSchool(tx: Queryable, input: SchoolInput, id: string): Promise<void> {
  const [palika] = await tx.query<{ ward_count: number }>(
    sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
  );
  const problems = schoolProblems(input, todayIso(), palika?.ward_count);
  const [taken] = await tx.query<{ name_ne: string }>(
    sql`SELECT name_ne FROM schools WHERE lower(iemis_code) = lower(${input.iemisCode})
      AND deleted_at IS NULL AND id <> ${id}`,
  );
  if (taken) problems.push({ field: 'iemisCode', code: 'taken', other: taken.name_ne });
  if (problems.length) throw invalid(problems);
}

/** A school of a palika (DOMAIN.md §7.9) on the record kit; its enrolment in a table of its own. */
export const schoolKind: RecordKind<School, SchoolInput, SchoolFilters> = {
  entity: 'school',
  table: 'schools',
  alias: 's',
  from: SCHOOL_FROM,
  select: SCHOOL_SELECT,
  recordOf: schoolOf,
  columns: COLUMNS,
  clean,
  writers: PROFILE_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input, { id }) {
    await checkSchool(tx, input, id);
    return { columns: {} };
  },
  /** A restored school keeps its rules: its IEMIS code may have been given to another meanwhile. */
  async checkRestore(tx, _tenant, school) {
    await checkSchool(tx, school, school._id);
  },
  async writeParts(tx, id, input) {
    await tx.query(sql`DELETE FROM school_enrolments WHERE school_id = ${id}`);
    for (const row of input.cwdEnrolled ?? [])
      await tx.query(
        sql`INSERT INTO school_enrolments (school_id, disability_type, female, male, other)
          VALUES (${id}, ${row.disabilityType}, ${row.female}, ${row.male}, ${row.other})`,
      );
  },
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'palika', 'district'],
  filters: (f) => [
    ...(f.wardNo ? [sql`s.ward_no = ${f.wardNo}`] : []),
    ...(f.search
      ? [
          sql`(s.name_ne LIKE ${containing(f.search)}
            OR lower(s.name_en) LIKE ${containing(f.search.toLowerCase())}
            OR lower(s.iemis_code) = ${f.search.toLowerCase()})`,
        ]
      : []),
    ...(f.schoolType ? [sql`s.school_type = ${f.schoolType}`] : []),
    ...(f.level ? [sql`${f.level} = ANY(s.levels)`] : []),
    ...(f.specialEducation ? [sql`s.special_education = ${f.specialEducation}`] : []),
    ...(f.accessibility ? [sql`${f.accessibility} = ANY(s.accessibility)`] : []),
  ],
  sorts: { name: 's.name_ne', ward: 's.ward_no', iemisCode: 's.iemis_code' },
  defaultOrder: 's.palika_id, s.ward_no, s.name_ne, s.id',
};
