import { invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { PROFILE_WRITERS } from '@/shared/palika/enums';
import { wardProblems } from '@/shared/palika/ward-rules';
import { WARD_FROM, WARD_SELECT, type WardProfile, wardOf } from './ward-row';

export type WardInput = Omit<Schemas['WardProfileUpdate'], 'version'>;
export type WardFilters = Omit<QueryOf<'listWardProfiles'>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** What an edit writes: everything but the ward itself (its palika and number are the place's). */
const COLUMNS = columnsOf<WardInput>('WardProfileUpdate', { except: ['palikaId', 'wardNo'] });

function clean(input: WardInput): WardInput {
  return {
    ...trimmedFields(input, COLUMNS),
    palikaId: input.palikaId,
    wardNo: input.wardNo,
  } as WardInput;
}

/**
 * A ward's profile (DOMAIN.md §7.8) on the record kit: made with its ward (decision 0025), so the
 * kit offers it read, listed, exported, edited and its history, never created or deleted.
 */
export const wardKind: RecordKind<WardProfile, WardInput, WardFilters> = {
  entity: 'ward_profile',
  table: 'ward_profiles',
  alias: 'w',
  from: WARD_FROM,
  select: WARD_SELECT,
  recordOf: wardOf,
  columns: COLUMNS,
  clean,
  writers: PROFILE_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(_tx, _tenant, input, { before }) {
    // The place is the profile's: an edit may not move it to another ward or palika.
    if (!before || before.palikaId !== input.palikaId || before.wardNo !== input.wardNo)
      throw invalid([{ field: 'wardNo', code: 'notAllowed' }]);
    const problems = wardProblems(input, todayIso());
    if (problems.length) throw invalid(problems);
    return { columns: {} };
  },
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'palika', 'district', 'fchvCount', 'filled'],
  filters: (f) => [
    ...(f.wardNo ? [sql`w.ward_no = ${f.wardNo}`] : []),
    ...(f.filled === undefined ? [] : [f.filled ? sql`w.version > 1` : sql`w.version = 1`]),
    ...(f.ecologicalBelt ? [sql`w.ecological_belt = ${f.ecologicalBelt}`] : []),
  ],
  sorts: { ward: 'w.ward_no', population: 'w.population_total' },
  defaultOrder: 'w.palika_id, w.ward_no, w.id',
};
