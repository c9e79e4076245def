import { randomUUID } from 'node:crypto';
import type { Queryable } from '@/server/db/database';
import { join, sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import { fiscalRange } from '@/shared/fiscal-year';
import { countKeys, type Disaggregation } from '@/shared/services/attribute-rules';

/** What the generator records for one activity of a year. */
export interface ValuePlan {
  activityId: string;
  palikaId: number;
  fiscalYear: number;
  perPeriod: number[];
  budget: number;
  attributeIds: number[];
  wardCount: number;
}

interface AttributeShape {
  id: number;
  code: string;
  data_type: string;
  disaggregation: Disaggregation | null;
}

export async function syntheticAttributes(db: Queryable): Promise<Map<number, AttributeShape>> {
  const rows = await db.query<AttributeShape>(
    `SELECT id, code, data_type, disaggregation FROM attribute_definitions`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** A plausible value of an attribute, from a seed: counts, hours, a share, now and then a report. */
function valueOf(a: AttributeShape, seed: number): unknown {
  switch (a.data_type) {
    case 'disaggregated_count':
      return Object.fromEntries(countKeys(a.disaggregation).map((k, i) => [k, (seed + i * 3) % 9]));
    case 'integer':
      return 2 + (seed % 12);
    case 'decimal':
      return 4 + (seed % 5) * 1.5;
    case 'percent':
      return 70 + (seed % 30);
    case 'long_text':
      return seed % 3 === 0 ? 'Held as planned; the ward chair and the FCHVs took part.' : null;
    default:
      return null;
  }
}

/**
 * Three recorded values an activity a year, one in each four-month period, none after today: the
 * output close to the plan, a third of the budget spent, participants by sex, the ward it happened
 * in and its attributes. Written in one statement per palika-year.
 */
export async function writeValues(
  db: Queryable,
  plans: ValuePlan[],
  attributes: Map<number, AttributeShape>,
): Promise<number> {
  const today = todayIso();
  const rows: unknown[][] = [];
  for (const [n, plan] of plans.entries()) {
    for (const trimester of [1, 2, 3] as const) {
      const period = fiscalRange(plan.fiscalYear, trimester);
      if (!period) continue;
      const date = new Date(Date.parse(`${period.from}T00:00:00Z`) + (20 + (n % 60)) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      if (date > today) continue;
      const seed = plan.palikaId * 7 + n * 13 + trimester;
      const achieved = Math.round(plan.perPeriod[trimester - 1] * (0.6 + (seed % 6) / 10));
      const values: Record<string, unknown> = {};
      for (const id of plan.attributeIds) {
        const a = attributes.get(id);
        const value = a ? valueOf(a, seed) : null;
        if (a && value !== null) values[a.code] = value;
      }
      rows.push([
        randomUUID(),
        plan.activityId,
        plan.palikaId,
        plan.fiscalYear,
        trimester,
        date,
        achieved,
        Math.round((plan.budget / 3) * (0.5 + (seed % 5) / 10)),
        seed % 11,
        (seed * 3) % 13,
        seed % 17 === 0 ? 1 : 0,
        1 + (seed % plan.wardCount),
        JSON.stringify(values),
      ]);
    }
  }
  if (rows.length === 0) return 0;
  await db.query(
    sql`INSERT INTO activity_values (id, activity_id, palika_id, fiscal_year, trimester, record_date,
        achieved_output, expenditure_npr, participants_male, participants_female, participants_other,
        ward_no, attributes)
      VALUES ${join(rows.map((row) => sql`(${join(row)})`))}`,
  );
  return rows.length;
}
