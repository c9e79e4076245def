import { authorNames, placeOf } from '@/server/db/row-mapping';
import { linkedNameJoin, linkedNameSelect, linkedOf } from '@/server/domain/linked-records';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type Activity = Schemas['Activity'];

/** An activity with its palika, its service category and who made and last changed it. */
export const ACTIVITY_FROM = `palika_activities a
  JOIN palikas pa ON pa.id = a.palika_id
  LEFT JOIN service_categories c ON c.id = a.service_category_id
  ${linkedNameJoin('ve', 'a.venue_type', 'a.venue_id')}`;

/** What its live sub-activities budget together (null when it has none). */
export const ACTIVITY_SELECT = `a.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  c.name_en AS c_name_en, c.name_ne AS c_name_ne,
  ${authorNames('a')}, ${linkedNameSelect('ve')},
  (SELECT sum(coalesce(k.budget_npr, 0)) FROM palika_activities k
    WHERE k.parent_id = a.id AND k.deleted_at IS NULL) AS child_budget`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every column of its own read by the contract's shape; its venue, category and palika joined. */
export const activityOf = recordOf<Activity>('Activity', {
  venue: (row) => linkedOf(row, 've', row.venue_type, row.venue_id),
  overBudget: (row) => {
    const [budget, childBudget] = [num(row.budget_npr), num(row.child_budget)];
    return budget !== null && childBudget !== null && childBudget > budget;
  },
  category: (row) =>
    row.service_category_id
      ? {
          id: Number(row.service_category_id),
          nameEn: row.c_name_en as string,
          nameNe: row.c_name_ne as string,
        }
      : null,
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
});
