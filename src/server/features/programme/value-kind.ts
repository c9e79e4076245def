import { type Sql, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import { reportsAt } from '@/server/records/record-lock';
import type { QueryOf } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { type ValueInput, checkValue } from './value-checks';
import { type ActivityValue, VALUE_FROM, VALUE_SELECT, valueOf } from './value-row';

export type ValueFilters = Omit<QueryOf<'listActivityValues'>, 'page' | 'pageSize'>;

/** Its columns, from the contract (its attributes as JSON). */
const columns = columnsOf<ValueInput>('ActivityValueCreate');

function clean(input: ValueInput): ValueInput {
  const out = trimmedFields(input, columns);
  out.recordDate = input.recordDate;
  out.attributes = input.attributes ?? {};
  return out as ValueInput;
}

/** The conditions of a value list's own filters (the kit adds the scope and the place). */
export function valueFilters(f: ValueFilters): Sql[] {
  const conditions: Sql[] = [];
  if (f.fiscalYear) conditions.push(sql`v.fiscal_year = ${f.fiscalYear}`);
  if (f.trimester) conditions.push(sql`v.trimester = ${f.trimester}`);
  if (f.throughTrimester) conditions.push(sql`v.trimester <= ${f.throughTrimester}`);
  if (f.templateId)
    conditions.push(
      sql`v.activity_id IN (SELECT id FROM palika_activities WHERE template_id = ${f.templateId})`,
    );
  const range = f.fiscalYear
    ? fiscalRange(f.fiscalYear, f.trimester as 1 | 2 | 3 | undefined)
    : undefined;
  if (range)
    conditions.push(sql`v.record_date >= ${range.from}`, sql`v.record_date < ${range.until}`);
  // On the values' own table: the kit counts a list over it alone.
  if (f.activityId)
    conditions.push(
      sql`v.activity_id IN (SELECT id FROM palika_activities
        WHERE id = ${f.activityId} OR parent_id = ${f.activityId})`,
    );
  if (f.status)
    conditions.push(
      sql`v.activity_id IN (SELECT id FROM palika_activities WHERE status = ${f.status})`,
    );
  return conditions;
}

/** What an activity achieved on a date, on the record kit; written by the activity's own palika. */
export const valueKind: RecordKind<ActivityValue, ValueInput, ValueFilters> = {
  entity: 'activity_value',
  table: 'activity_values',
  alias: 'v',
  from: VALUE_FROM,
  select: VALUE_SELECT,
  recordOf: valueOf,
  columns,
  clean,
  writers: ACTIVITY_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(tx, tenant, input) {
    const period = await checkValue(tx, tenant, input);
    return { columns: { fiscal_year: period.fiscalYear, trimester: period.trimester } };
  },
  /** A restored value needs its activity alive and its rules kept, as a new one would. */
  async checkRestore(tx, tenant, value) {
    const input = Object.fromEntries(
      columns.map(({ field }) => [field, (value as Record<string, unknown>)[field]]),
    ) as ValueInput;
    await checkValue(tx, tenant, input);
  },
  /** A recorded value counts in the report of its date's period at its palika, every field of it. */
  countedIn: { reports: (fields) => reportsAt(fields.palikaId, fields.recordDate), listed: true },
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'activity', 'palika'],
  filters: valueFilters,
  sorts: { recordDate: 'v.record_date', activity: 'a.code' },
  defaultOrder: 'v.record_date DESC, v.id',
};
