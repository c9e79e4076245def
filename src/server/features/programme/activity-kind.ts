import { sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import { toLatinDigits } from '@/shared/format/digits';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { type ActivityInput, checkActivity, checkActivityDelete } from './activity-checks';
import { activityCountedIn } from './activity-periods';
import { ACTIVITY_FROM, ACTIVITY_SELECT, type Activity, activityOf } from './activity-row';

export interface ActivityFilters {
  fiscalYear?: number;
  status?: Activity['status'];
}

const columns = columnsOf<ActivityInput>('ActivityCreate');

function clean(input: ActivityInput): ActivityInput {
  const out = trimmedFields(input, columns);
  const code = toLatinDigits(String(out.code ?? ''));
  return {
    ...(out as ActivityInput),
    code,
    sortOrder: input.sortOrder ?? 0,
    attributeIds: input.attributeIds ?? [],
  };
}

/** An activity of a palika's yearly hierarchy (DOMAIN.md §7.5), on the record kit. */
export const activityKind: RecordKind<Activity, ActivityInput, ActivityFilters> = {
  entity: 'activity',
  table: 'palika_activities',
  alias: 'a',
  from: ACTIVITY_FROM,
  select: ACTIVITY_SELECT,
  recordOf: activityOf,
  columns,
  clean,
  writers: ACTIVITY_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input, { id, before }) {
    const { level, batchId } = await checkActivity(tx, input, id, before);
    return { columns: { level, batch_id: batchId } };
  },
  /** A restored activity needs its parent alive and its code free, as a new one would. */
  async checkRestore(tx, _tenant, activity) {
    const input = Object.fromEntries(
      columns.map(({ field }) => [field, (activity as Record<string, unknown>)[field]]),
    ) as ActivityInput;
    await checkActivity(tx, input, activity._id);
  },
  async checkDelete(tx, _tenant, activity) {
    await checkActivityDelete(tx, activity._id);
  },
  countedIn: activityCountedIn,
  auditIgnore: [
    'version',
    'updatedAt',
    'updatedBy',
    'palika',
    'category',
    'venue',
    'childBudget',
    'overBudget',
  ],
  filters: (f) => [
    ...(f.fiscalYear ? [sql`a.fiscal_year = ${f.fiscalYear}`] : []),
    ...(f.status ? [sql`a.status = ${f.status}`] : []),
  ],
  defaultOrder: 'a.palika_id, a.fiscal_year, a.level, a.sort_order, a.code, a.id',
};
