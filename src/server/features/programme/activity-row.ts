import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import { linkedNameJoin, linkedNameSelect, linkedOf } from '@/server/platform/linked-records';
import type { Schemas } from '@/shared/api/types';

export type Activity = Schemas['Activity'];
type Row = Record<string, unknown>;

/** An activity with its palika, its service category and who made and last changed it. */
export const ACTIVITY_FROM = `palika_activities a
  JOIN palikas pa ON pa.id = a.palika_id
  LEFT JOIN service_categories c ON c.id = a.service_category_id
  ${linkedNameJoin('ve', 'a.venue_type', 'a.venue_id')}`;

/** What its live sub-activities budget together (null when it has none). */
export const ACTIVITY_SELECT = `a.*, a.planned_start::text AS planned_start_text, a.planned_end::text AS planned_end_text,
  a.actual_start::text AS actual_start_text, a.actual_end::text AS actual_end_text,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  c.name_en AS c_name_en, c.name_ne AS c_name_ne,
  ${authorNames('a')}, ${linkedNameSelect('ve')},
  (SELECT sum(coalesce(k.budget_npr, 0)) FROM palika_activities k
    WHERE k.parent_id = a.id AND k.deleted_at IS NULL) AS child_budget`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function activityOf(row: Row): Activity {
  const budget = num(row.budget_npr);
  const childBudget = num(row.child_budget);
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    fiscalYear: Number(row.fiscal_year),
    parentId: (row.parent_id as string) ?? null,
    level: Number(row.level),
    levelReason: (row.level_reason as string) ?? null,
    sortOrder: Number(row.sort_order),
    code: row.code as string,
    nameNe: row.name_ne as string,
    nameEn: (row.name_en as string) ?? null,
    serviceCategoryId: num(row.service_category_id),
    batchId: (row.batch_id as string) ?? null,
    responsibleRole: (row.responsible_role as Activity['responsibleRole']) ?? null,
    venueType: (row.venue_type as Activity['venueType']) ?? null,
    venueId: (row.venue_id as string) ?? null,
    venueName: (row.venue_name as string) ?? null,
    venue: linkedOf(row, 've', row.venue_type, row.venue_id),
    plannedStart: (row.planned_start_text as string) ?? null,
    plannedEnd: (row.planned_end_text as string) ?? null,
    actualStart: (row.actual_start_text as string) ?? null,
    actualEnd: (row.actual_end_text as string) ?? null,
    unit: row.unit as Activity['unit'],
    budgetNpr: budget,
    budgetHead: (row.budget_head as string) ?? null,
    fundingSource: (row.funding_source as Activity['fundingSource']) ?? null,
    plannedOutputT1: num(row.planned_output_t1),
    plannedOutputT2: num(row.planned_output_t2),
    plannedOutputT3: num(row.planned_output_t3),
    status: row.status as Activity['status'],
    progressNote: (row.progress_note as string) ?? null,
    templateId: num(row.template_id),
    attributeIds: (row.attribute_ids as number[]) ?? [],
    childBudget,
    overBudget: budget !== null && childBudget !== null && childBudget > budget,
    category: row.service_category_id
      ? {
          id: Number(row.service_category_id),
          nameEn: row.c_name_en as string,
          nameNe: row.c_name_ne as string,
        }
      : null,
    palika: placeOf(row, 'pa_', row.palika_id),
    ...recordMetaOf(row),
  };
}
