import type { Queryable, SqlStatement } from '@/server/db/database';
import { type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { NUMERIC_TYPES } from '@/shared/services/attribute-rules';
import type { Aggregation } from '@/shared/services/enums';

type Totals = Schemas['ActivityValueTotals'];
type AttributeTotal = Schemas['AttributeTotal'];

interface Rolled {
  code: string;
  cell: string | null;
  label_en: string;
  label_ne: string;
  aggregation: Aggregation;
  data_type: string;
  sum: string | null;
  avg: string | null;
  max: string | null;
  last: string | null;
  count: number;
}

/** One attribute's (or one cell's) figure by its rule; text and choices are counted. */
function figureOf(row: Rolled): number | null {
  const numeric = NUMERIC_TYPES.includes(row.data_type as never);
  if (row.aggregation === 'count' || !numeric) return row.count;
  const value = row[row.aggregation];
  return value === null ? null : Number(value);
}

/**
 * Every attribute of the filtered values rolled up by its rule (sum, average, largest, latest or
 * count), a disaggregated count cell by cell: numbers worked out by the database.
 */
async function attributeTotals(db: Queryable, where: Sql): Promise<AttributeTotal[]> {
  const rows = await db.query<Rolled>(
    sql`WITH cells AS (
        SELECT d.id, d.aggregation, v.record_date, v.created_at, c.key AS cell,
          coalesce(c.value, e.value) AS value
        FROM activity_values v
          CROSS JOIN LATERAL jsonb_each(v.attributes) e
          JOIN attribute_definitions d ON d.code = e.key
          LEFT JOIN LATERAL jsonb_each(CASE WHEN d.data_type = 'disaggregated_count'
            AND jsonb_typeof(e.value) = 'object' THEN e.value END) c ON true
        WHERE ${where} AND jsonb_typeof(e.value) <> 'null'),
      rolled AS (
        SELECT id, cell,
          sum(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS sum,
          avg(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS avg,
          max(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS max,
          (array_agg(value #>> '{}' ORDER BY record_date DESC, created_at DESC)
            FILTER (WHERE aggregation = 'last'))[1] AS last,
          count(*)::int AS count
        FROM cells GROUP BY id, cell)
      SELECT d.code, r.cell, d.label_en, d.label_ne, d.aggregation, d.data_type,
        r.sum, r.avg, r.max, r.last, r.count
      FROM rolled r JOIN attribute_definitions d ON d.id = r.id
      ORDER BY d.sort_order, d.code, r.cell`,
  );
  const byCode = new Map<string, AttributeTotal>();
  for (const row of rows) {
    const total = byCode.get(row.code) ?? {
      code: row.code,
      labelEn: row.label_en,
      labelNe: row.label_ne,
      aggregation: row.aggregation,
      value: null,
      cells: {},
    };
    const figure = figureOf(row);
    if (row.cell === null) total.value = figure;
    else if (figure !== null) {
      total.cells[row.cell] = figure;
      total.value = row.aggregation === 'count' ? row.count : (total.value ?? 0) + figure;
    }
    byCode.set(row.code, total);
  }
  return [...byCode.values()];
}

/**
 * Totals are worked out for sets of at most this many values: rolling up every attribute of a
 * larger set takes 200 ms and more (23,580 values, decision 0021), and the dashboards answer the
 * national figures.
 */
export const TOTALS_CAP = 10_000;

/** The totals of a filtered set of values, when it is small enough (null otherwise). */
export async function valueTotals(
  db: Queryable,
  where: SqlStatement,
  { total, totalExact }: { total: number; totalExact: boolean },
): Promise<{ totals: Totals | null }> {
  if (!totalExact || total > TOTALS_CAP) return { totals: null };
  const [t] = await db.query<Record<string, string | number | null>>(
    sql`SELECT count(*)::int AS records, count(DISTINCT v.activity_id)::int AS activities,
        coalesce(sum(v.achieved_output), 0) AS output, coalesce(sum(v.expenditure_npr), 0) AS spent,
        coalesce(sum(v.participants_male), 0)::int AS male,
        coalesce(sum(v.participants_female), 0)::int AS female,
        coalesce(sum(v.participants_other), 0)::int AS other
      FROM activity_values v WHERE ${where as Sql}`,
  );
  return {
    totals: {
      records: Number(t.records),
      activities: Number(t.activities),
      achievedOutput: Number(t.output),
      expenditureNpr: Number(t.spent),
      participantsMale: Number(t.male),
      participantsFemale: Number(t.female),
      participantsOther: Number(t.other),
      attributes: await attributeTotals(db, where as Sql),
    },
  };
}
