import { type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import { type Achieved, type Through, figureOf, together } from './achievement-figures';
import type { TargetsByPlace } from './target-sums';
import type { DashboardContext } from '../view';

type BatchRow = Schemas['DashboardAchievement']['batches'][number];

export interface Batch {
  id: string;
  code: string;
  name_en: string;
  name_ne: string;
  entry_fiscal_year: number;
  palika_ids: number[];
}

/** The condition on a batch's palikas (`pa`, `d`) that they lie in the view's place; null below a district. */
function insideView({ view }: DashboardContext): Sql | null {
  const ids = sql`${view.place.ids}::int[]`;
  if (view.place.level === 'nation') return sql`TRUE`;
  if (view.place.level === 'province') return sql`d.province_id = ANY(${ids})`;
  if (view.place.level === 'district') return sql`pa.district_id = ANY(${ids})`;
  return null;
}

/**
 * The batches side by side (issue 19 §2): the palika cohorts of the fiscal year or before, wholly
 * inside the view: a part of a batch has no batch target (a batch is one province's, so a province
 * sees all of its own). None below a district.
 */
export async function batchesInside(context: DashboardContext, period: Through): Promise<Batch[]> {
  const inside = insideView(context);
  if (!inside) return [];
  return context.db.query<Batch>(
    sql`SELECT b.id, b.code, b.name_en, b.name_ne, b.entry_fiscal_year,
        array_agg(m.palika_id ORDER BY m.palika_id) AS palika_ids
      FROM batches b JOIN batch_palikas m ON m.batch_id = b.id
        JOIN palikas pa ON pa.id = m.palika_id JOIN districts d ON d.id = pa.district_id
      WHERE b.deleted_at IS NULL AND b.batch_type = 'palika_cohort' AND b.status <> 'cancelled'
        AND b.entry_fiscal_year <= ${period.fiscalYear}
      GROUP BY b.id HAVING bool_and(${inside})
      ORDER BY b.entry_fiscal_year, b.code`,
  );
}

/** Every palika of the batches, once. */
export const membersOf = (batches: Batch[]): number[] => [
  ...new Set(batches.flatMap((b) => b.palika_ids)),
];

/**
 * Each batch's row: its programme year in the chosen fiscal year, and each measure's achievement
 * of its palikas together against the batch's own target, else the sum of its palikas'
 * (`targets` keyed by the batch's position, 1 for the first; `achieved` by palika, per measure).
 */
export function batchRows(
  batches: Batch[],
  measures: { key: MeasureKey; achieved: Map<number, Achieved> }[],
  targets: TargetsByPlace,
  period: Through,
): BatchRow[] {
  return batches.map((batch, i) => ({
    id: batch.id,
    code: batch.code,
    nameEn: batch.name_en,
    nameNe: batch.name_ne,
    entryFiscalYear: batch.entry_fiscal_year,
    programmeYear: period.fiscalYear - batch.entry_fiscal_year + 1,
    palikas: batch.palika_ids.length,
    figures: measures.map(({ key, achieved }) =>
      figureOf(
        key,
        together(batch.palika_ids.map((id) => achieved.get(id))),
        targets.get(i + 1)?.get(keyText(key))?.target,
        period.through,
      ),
    ),
  }));
}
