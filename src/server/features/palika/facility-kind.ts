import type { Queryable } from '@/server/db/database';
import { HttpError, invalid } from '@/server/platform/http-error';
import { containing, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { PROFILE_WRITERS } from '@/shared/palika/enums';
import { facilityProblems } from '@/shared/palika/facility-rules';
import { FACILITY_FROM, FACILITY_SELECT, type HealthFacility, facilityOf } from './facility-row';

export type FacilityInput = Omit<Schemas['HealthFacilityCreate'], '_id'>;
export type FacilityFilters = Omit<
  QueryOf<'listHealthFacilities'>,
  'page' | 'pageSize' | 'sort' | 'order'
>;

const COLUMNS = columnsOf<FacilityInput>('HealthFacilityCreate');

function clean(input: FacilityInput): FacilityInput {
  const out = trimmedFields(input, COLUMNS);
  out.services = [...new Set(input.services ?? [])];
  out.catchmentWards = [...(input.catchmentWards ?? [])].sort((a, b) => a - b);
  return out as FacilityInput;
}

/** Every rule of a facility inside the write: the shared ones against its palika's wards, and a unique HMIS code. */
async function checkFacility(tx: Queryable, input: FacilityInput, id: string): Promise<void> {
  const [palika] = await tx.query<{ ward_count: number }>(
    sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
  );
  const problems = facilityProblems(input, palika?.ward_count);
  if (input.hmisCode) {
    const [taken] = await tx.query(
      sql`SELECT 1 FROM health_facilities WHERE lower(hmis_code) = lower(${input.hmisCode})
        AND deleted_at IS NULL AND id <> ${id}`,
    );
    if (taken) problems.push({ field: 'hmisCode', code: 'taken' });
  }
  if (problems.length) throw invalid(problems);
}

/** A health facility of a palika (DOMAIN.md §7.10) on the record kit. */
export const facilityKind: RecordKind<HealthFacility, FacilityInput, FacilityFilters> = {
  entity: 'health_facility',
  table: 'health_facilities',
  alias: 'h',
  from: FACILITY_FROM,
  select: FACILITY_SELECT,
  recordOf: facilityOf,
  columns: COLUMNS,
  clean,
  writers: PROFILE_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input, { id }) {
    await checkFacility(tx, input, id);
    return { columns: {} };
  },
  /** A facility that supervises live FCHVs stays until they have another. */
  async checkDelete(_tx, _tenant, facility) {
    if (facility.fchvsSupervised > 0)
      throw new HttpError(400, 'validation', 'Give its FCHVs another facility first', [
        { field: 'fchvsSupervised', code: 'inUse', limit: facility.fchvsSupervised },
      ]);
  },
  /** A restored facility keeps its rules: its HMIS code may have been given to another meanwhile. */
  async checkRestore(tx, _tenant, facility) {
    await checkFacility(tx, facility, facility._id);
  },
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'palika', 'district', 'fchvsSupervised'],
  filters: (f) => [
    ...(f.wardNo ? [sql`h.ward_no = ${f.wardNo}`] : []),
    ...(f.search
      ? [
          sql`(lower(h.name_en) LIKE ${containing(f.search.toLowerCase())}
            OR h.name_ne LIKE ${containing(f.search)} OR lower(h.hmis_code) = ${f.search.toLowerCase()})`,
        ]
      : []),
    ...(f.facilityType ? [sql`h.facility_type = ${f.facilityType}`] : []),
    ...(f.ownership ? [sql`h.ownership = ${f.ownership}`] : []),
    ...(f.service ? [sql`${f.service} = ANY(h.services)`] : []),
    ...(f.operationalStatus ? [sql`h.operational_status = ${f.operationalStatus}`] : []),
  ],
  sorts: { name: 'h.name_en', ward: 'h.ward_no', type: 'h.facility_type' },
  defaultOrder: 'h.palika_id, h.ward_no, h.name_en, h.id',
};
