import type { Queryable } from '@/server/db/database';
import { invalid } from '@/server/platform/http-error';
import { containing, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields, trimmedValue } from '@/server/records/record-kind';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import type { FieldError } from '@/shared/errors';
import { PROFILE_WRITERS } from '@/shared/palika/enums';
import { fchvProblems } from '@/shared/palika/fchv-rules';
import { FCHV_FROM, FCHV_SELECT, type Fchv, fchvOf } from './fchv-row';

export type FchvInput = Omit<Schemas['FchvCreate'], '_id'>;
export type FchvFilters = Omit<QueryOf<'listFchvs'>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** Its columns, from the contract; her trainings are a table of their own (`writeParts`). */
const COLUMNS = columnsOf<FchvInput>('FchvCreate', { except: ['trainings'] });

function clean(input: FchvInput): FchvInput {
  const out = trimmedFields(input, COLUMNS);
  out.trainings = (input.trainings ?? []).map((t) => ({
    trainingType: t.trainingType,
    date: t.date,
    days: t.days ?? null,
    organiser: trimmedValue(t.organiser),
    cohort: trimmedValue(t.cohort),
  }));
  return out as FchvInput;
}

/** The references an FCHV makes, each of her own palika: her facility, her account, her code. */
async function referenceProblems(tx: Queryable, f: FchvInput, id: string): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  const [facility] = await tx.query<{ palika_id: number }>(
    sql`SELECT palika_id FROM health_facilities
      WHERE id = ${f.supervisingFacilityId} AND deleted_at IS NULL`,
  );
  if (!facility) problems.push({ field: 'supervisingFacilityId', code: 'invalidValue' });
  else if (facility.palika_id !== f.palikaId)
    problems.push({ field: 'supervisingFacilityId', code: 'otherPalika' });
  if (f.userId) {
    const [member] = await tx.query(
      sql`SELECT 1 FROM group_members gm JOIN user_palikas up ON up.user_id = gm.group_id
        JOIN users u ON u.id = gm.member_id
        WHERE gm.member_id = ${f.userId} AND up.palika_id = ${f.palikaId} AND u.status = 'ACTIVE' LIMIT 1`,
    );
    if (!member) problems.push({ field: 'userId', code: 'notEligible' });
    const [linked] = await tx.query<{ name_ne: string }>(
      sql`SELECT name_ne FROM fchvs WHERE user_id = ${f.userId} AND deleted_at IS NULL AND id <> ${id}`,
    );
    if (linked) problems.push({ field: 'userId', code: 'taken', other: linked.name_ne });
  }
  if (f.fchvCode) {
    const [taken] = await tx.query<{ name_ne: string }>(
      sql`SELECT name_ne FROM fchvs WHERE palika_id = ${f.palikaId} AND deleted_at IS NULL
        AND lower(fchv_code) = lower(${f.fchvCode}) AND id <> ${id}`,
    );
    if (taken) problems.push({ field: 'fchvCode', code: 'taken', other: taken.name_ne });
  }
  return problems;
}

/** Every rule of an FCHV inside the write: the shared ones on today, and her references. */
async function checkFchv(tx: Queryable, input: FchvInput, id: string): Promise<void> {
  const [palika] = await tx.query<{ ward_count: number }>(
    sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
  );
  const problems = [
    ...fchvProblems(input, todayIso(), palika?.ward_count),
    ...(await referenceProblems(tx, input, id)),
  ];
  if (problems.length) throw invalid(problems);
}

const RETIREMENT = {
  due: sql`f.status = 'active' AND f.birth_date > (current_date - interval '60 years')
    AND f.birth_date <= (current_date - interval '59 years')`,
  past: sql`f.status = 'active' AND f.birth_date <= (current_date - interval '60 years')`,
};

/** A palika's FCHV (DOMAIN.md §7.7) on the record kit, her trainings in a table of their own. */
export const fchvKind: RecordKind<Fchv, FchvInput, FchvFilters> = {
  entity: 'fchv',
  table: 'fchvs',
  alias: 'f',
  from: FCHV_FROM,
  select: FCHV_SELECT,
  recordOf: fchvOf,
  columns: COLUMNS,
  clean,
  writers: PROFILE_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input, { id }) {
    await checkFchv(tx, input, id);
    return { columns: {} };
  },
  async checkRestore(tx, _tenant, fchv) {
    await checkFchv(tx, fchv, fchv._id);
  },
  async writeParts(tx, id, input) {
    await tx.query(sql`DELETE FROM fchv_trainings WHERE fchv_id = ${id}`);
    for (const [position, t] of input.trainings.entries())
      await tx.query(
        sql`INSERT INTO fchv_trainings (fchv_id, position, training_type, training_date, days, organiser, cohort)
          VALUES (${id}, ${position}, ${t.trainingType}, ${t.date}, ${t.days ?? null},
            ${t.organiser ?? null}, ${t.cohort ?? null})`,
      );
  },
  auditIgnore: [
    'version',
    'updatedAt',
    'updatedBy',
    'palika',
    'district',
    'age',
    'retirement',
    'retirementDate',
    'supervisingFacility',
    'user',
  ],
  filters: (f) => [
    ...(f.wardNo ? [sql`f.ward_no = ${f.wardNo}`] : []),
    ...(f.search
      ? [
          sql`(f.name_ne LIKE ${containing(f.search)}
            OR lower(f.name_en) LIKE ${containing(f.search.toLowerCase())}
            OR lower(f.fchv_code) = ${f.search.toLowerCase()})`,
        ]
      : []),
    ...(f.status ? [sql`f.status = ${f.status}`] : []),
    ...(f.supervisingFacilityId
      ? [sql`f.supervising_facility_id = ${f.supervisingFacilityId}`]
      : []),
    ...(f.trainingType
      ? [
          sql`EXISTS (SELECT 1 FROM fchv_trainings t WHERE t.fchv_id = f.id
            AND t.training_type = ${f.trainingType})`,
        ]
      : []),
    ...(f.retirement ? [RETIREMENT[f.retirement]] : []),
  ],
  sorts: { name: 'f.name_ne', ward: 'f.ward_no', birthDate: 'f.birth_date' },
  defaultOrder: 'f.palika_id, f.ward_no, f.name_ne, f.id',
};
