import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/database';
import { join, sql } from '@/server/platform/sql';
import { currentFiscalYear, fiscalRange } from '@/shared/fiscal-year';
import { syntheticAttributes, writeValues, type ValuePlan } from './activity-values';

interface Template {
  id: number;
  parent_id: number | null;
  code: string;
  name_ne: string;
  name_en: string;
  unit: string;
  service_category_id: number | null;
  attribute_ids: number[];
}

/** A year's planned output of an activity in each unit. */
const OUTPUT: Record<string, number> = {
  day: 3,
  visit: 120,
  person: 40,
  item: 15,
  session: 6,
  npr: 100_000,
};
const DAY = 86_400_000;
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The fiscal years every batch palika has a hierarchy for: this one and the four before. */
export const SYNTHETIC_YEARS = 5;

/**
 * Each batch palika's hierarchy for five fiscal years, adopted from the programme's standard
 * activities (20 of them, two levels), with three recorded values an activity a year up to today:
 * earlier years completed, this year's planned or under way. A palika-year that has activities is
 * left as it is.
 */
export async function writeActivities(
  db: Database,
): Promise<{ activities: number; values: number }> {
  const current = currentFiscalYear();
  const all = await db.query<Template>(
    `SELECT t.*, coalesce((SELECT array_agg(a.attribute_id ORDER BY a.sort_order)
        FROM template_attributes a WHERE a.template_id = t.id), '{}') AS attribute_ids
      FROM activity_templates t WHERE t.active_to_fy IS NULL ORDER BY t.sort_order, t.code`,
  );
  // Each activity before its sub-activities, which point at it.
  const templates = all
    .filter((t) => t.parent_id === null)
    .flatMap((top) => [top, ...all.filter((t) => t.parent_id === top.id)]);
  const attributes = await syntheticAttributes(db);
  const members = await db.query<{
    palika_id: number;
    batch_id: string;
    running: boolean;
    ward_count: number;
  }>(
    sql`SELECT DISTINCT ON (m.palika_id) m.palika_id, m.batch_id, b.status = 'active' AS running,
        p.ward_count
      FROM batch_palikas m JOIN batches b ON b.id = m.batch_id JOIN palikas p ON p.id = m.palika_id
      WHERE b.deleted_at IS NULL ORDER BY m.palika_id, m.joined_on DESC`,
  );
  let written = { activities: 0, values: 0 };
  for (const member of members) {
    const { palika_id: palikaId } = member;
    for (let fiscalYear = current - SYNTHETIC_YEARS + 1; fiscalYear <= current; fiscalYear++) {
      const [held] = await db.query(
        sql`SELECT 1 FROM palika_activities WHERE palika_id = ${palikaId} AND fiscal_year = ${fiscalYear} LIMIT 1`,
      );
      const range = fiscalRange(fiscalYear);
      if (held || !range) continue;
      const rows: unknown[][] = [];
      const plans: ValuePlan[] = [];
      const ids = new Map<number, string>();
      for (const [order, t] of templates.entries()) {
        const id = randomUUID();
        ids.set(t.id, id);
        const level = t.parent_id === null ? 1 : 2;
        const output = Math.ceil((OUTPUT[t.unit] ?? 6) * (0.7 + (palikaId % 5) / 10));
        const budget = (output * 2_500 + (palikaId % 7) * 5_000) * (level === 1 ? 3 : 1);
        const start = plus(range.from, 20 + (order % 8) * 30);
        const status = fiscalYear < current ? 'completed' : order % 5 === 4 ? 'planned' : 'ongoing';
        const perPeriod = [Math.ceil(output / 3), Math.ceil(output / 3), Math.floor(output / 3)];
        rows.push([
          id,
          palikaId,
          fiscalYear,
          t.parent_id === null ? null : (ids.get(t.parent_id) ?? null),
          level,
          order,
          t.code,
          t.name_ne,
          t.name_en,
          t.service_category_id,
          member.running && fiscalYear === current ? member.batch_id : null,
          'cbrf',
          start,
          plus(start, 90),
          t.unit,
          budget,
          'DPRP',
          'cost_share',
          ...perPeriod,
          status,
          t.id,
          t.attribute_ids,
        ]);
        if (status !== 'planned' && (level === 2 || !templates.some((c) => c.parent_id === t.id)))
          plans.push({
            activityId: id,
            palikaId,
            fiscalYear,
            perPeriod,
            budget,
            attributeIds: t.attribute_ids,
            wardCount: member.ward_count,
          });
      }
      await db.query(
        sql`INSERT INTO palika_activities (id, palika_id, fiscal_year, parent_id, level, sort_order, code,
            name_ne, name_en, service_category_id, batch_id, responsible_role, planned_start, planned_end,
            unit, budget_npr, budget_head, funding_source, planned_output_t1, planned_output_t2,
            planned_output_t3, status, template_id, attribute_ids)
          VALUES ${join(rows.map((row) => sql`(${join(row)})`))}`,
      );
      written = {
        activities: written.activities + rows.length,
        values: written.values + (await writeValues(db, plans, attributes)),
      };
    }
  }
  return written;
}
