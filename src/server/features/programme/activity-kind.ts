import {
  type RecordKind,
  type WritableColumn,
  trimmedFields,
} from '@/server/platform/records/record-kind';
import { sql } from '@/server/platform/sql';
import { toLatinDigits } from '@/shared/format/digits';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { type ActivityInput, checkActivity, checkActivityDelete } from './activity-checks';
import { ACTIVITY_FROM, ACTIVITY_SELECT, type Activity, activityOf } from './activity-row';

export interface ActivityFilters {
  fiscalYear?: number;
  status?: Activity['status'];
}

const COLUMNS: [keyof ActivityInput & string, string][] = [
  ['palikaId', 'palika_id'],
  ['fiscalYear', 'fiscal_year'],
  ['parentId', 'parent_id'],
  ['levelReason', 'level_reason'],
  ['sortOrder', 'sort_order'],
  ['code', 'code'],
  ['nameNe', 'name_ne'],
  ['nameEn', 'name_en'],
  ['serviceCategoryId', 'service_category_id'],
  ['responsibleRole', 'responsible_role'],
  ['venueType', 'venue_type'],
  ['venueId', 'venue_id'],
  ['venueName', 'venue_name'],
  ['plannedStart', 'planned_start'],
  ['plannedEnd', 'planned_end'],
  ['actualStart', 'actual_start'],
  ['actualEnd', 'actual_end'],
  ['unit', 'unit'],
  ['budgetNpr', 'budget_npr'],
  ['budgetHead', 'budget_head'],
  ['fundingSource', 'funding_source'],
  ['plannedOutputT1', 'planned_output_t1'],
  ['plannedOutputT2', 'planned_output_t2'],
  ['plannedOutputT3', 'planned_output_t3'],
  ['status', 'status'],
  ['progressNote', 'progress_note'],
  ['templateId', 'template_id'],
  ['attributeIds', 'attribute_ids'],
];
export const ACTIVITY_COLUMNS = COLUMNS;

function clean(input: ActivityInput): ActivityInput {
  const out = trimmedFields(input, COLUMNS);
  const code = toLatinDigits(String(out.code ?? ''));
  return {
    ...(out as ActivityInput),
    code,
    sortOrder: input.sortOrder ?? 0,
    attributeIds: input.attributeIds ?? [],
  };
}

const columns: WritableColumn<ActivityInput>[] = COLUMNS.map(([field, column]) => ({
  field,
  column,
}));

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
      COLUMNS.map(([field]) => [field, (activity as Record<string, unknown>)[field]]),
    ) as ActivityInput;
    await checkActivity(tx, input, activity._id);
  },
  async checkDelete(tx, _tenant, activity) {
    await checkActivityDelete(tx, activity._id);
  },
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
