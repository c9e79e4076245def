import type { Queryable } from '@/server/db/database';
import { CELL_LEVELS } from '@/server/domain/cell-levels';
import { empty, raw, type Sql, sql } from '@/server/platform/sql';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import type { TargetMeasure } from '@/shared/targets/measures';
import { type PlaceGroup, programmeCellsIn } from './achieved-sql';

/**
 * A place's target for one measure: its own, or the sum of its palikas' (decision 0030); the
 * output of all its activities has the activities' planned output as its target (`plan`).
 */
export interface PlaceTarget {
  source: 'own' | 'palikas' | 'plan';
  /** The approved target itself (its history opens from it); null for a sum. */
  targetId: string | null;
  total: number;
  /** Each four-month part: the target's own split, else a third of its total. */
  periods: [number, number, number];
  /** Palikas whose targets the sum adds (0 for a place's own). */
  palikas: number;
}

/** Targets by place id, then by measure key text. */
export type TargetsByPlace = Map<number, Map<string, { key: MeasureKey; target: PlaceTarget }>>;

interface TargetRow {
  id: number;
  kind: PlaceTarget['source'];
  target_id: string | null;
  measure: TargetMeasure;
  category_id: number | null;
  template_id: number | null;
  attribute_id: number | null;
  total: string;
  t1: string;
  t2: string;
  t3: string;
  palikas: number;
}

const PART = (column: string) => raw(`coalesce(t.${column}, t.total / 3)`);
const APPROVED = raw(`t.deleted_at IS NULL AND t.status = 'approved'`);
const KEY_COLUMNS = raw('t.measure, t.category_id, t.template_id, t.attribute_id');

const OWN_COLUMN: Record<PlaceGroup['level'], string> = {
  nation: '0',
  province: 't.province_id',
  district: 't.district_id',
  palika: 't.palika_id',
};

function own(group: PlaceGroup, fiscalYear: number): Sql {
  const column = raw(OWN_COLUMN[group.level]);
  const place = group.level === 'nation' ? sql`TRUE` : sql`${column} = ANY(${group.ids}::int[])`;
  return sql`SELECT ${column} AS id, 'own' AS kind, t.id AS target_id, ${KEY_COLUMNS}, t.total,
      ${PART('period_t1')} AS t1, ${PART('period_t2')} AS t2, ${PART('period_t3')} AS t3, 0 AS palikas
    FROM targets t WHERE ${APPROVED} AND t.fiscal_year = ${fiscalYear}
      AND t.scope = ${group.level} AND ${place}`;
}

/**
 * The palikas' targets added up by the group's places (not for palikas themselves); a palika's
 * target carries its district and province.
 */
function ofPalikas(group: PlaceGroup, fiscalYear: number): Sql {
  const key = raw(OWN_COLUMN[group.level]);
  const place = group.level === 'nation' ? sql`TRUE` : sql`${key} = ANY(${group.ids}::int[])`;
  return sql`SELECT ${key} AS id, 'palikas' AS kind, NULL::uuid AS target_id, ${KEY_COLUMNS}, sum(t.total) AS total,
      sum(${PART('period_t1')}) AS t1, sum(${PART('period_t2')}) AS t2, sum(${PART('period_t3')}) AS t3,
      count(*)::int AS palikas
    FROM targets t WHERE ${APPROVED} AND t.fiscal_year = ${fiscalYear} AND t.scope = 'palika' AND ${place}
    GROUP BY 1, ${KEY_COLUMNS}`;
}

/** The planned output of the places' activities of the year, as the target of their output (`key` the place id column). */
function planOf(
  cells: Sql,
  fiscalYear: number,
  { key = raw('r.place_id'), join = empty }: { key?: Sql; join?: Sql } = {},
): Sql {
  const part = (period: number) => raw(`sum(r.planned_output) FILTER (WHERE r.period = ${period})`);
  return sql`SELECT ${key} AS id, 'plan' AS kind, NULL::uuid AS target_id, 'activityOutput' AS measure,
      NULL::int AS category_id, NULL::int AS template_id, NULL::int AS attribute_id,
      sum(r.planned_output) AS total, ${part(1)} AS t1, ${part(2)} AS t2, ${part(3)} AS t3, 0 AS palikas
    FROM dash_programme_cells r ${join} WHERE ${cells} AND r.fy = ${fiscalYear} AND r.period > 0
    GROUP BY 1 HAVING sum(r.planned_output) > 0`;
}

function collect(rows: TargetRow[], into: TargetsByPlace = new Map()): TargetsByPlace {
  for (const row of rows) {
    const key: MeasureKey = {
      measure: row.measure,
      categoryId: row.category_id,
      templateId: row.template_id,
      attributeId: row.attribute_id,
    };
    const place = into.get(Number(row.id)) ?? new Map();
    const text = keyText(key);
    // A place's own target stands; the sum of its palikas' only where it has none.
    if (!place.has(text) || row.kind === 'own')
      place.set(text, {
        key,
        target: {
          source: row.kind,
          targetId: row.target_id,
          total: Number(row.total),
          periods: [Number(row.t1), Number(row.t2), Number(row.t3)],
          palikas: Number(row.palikas),
        },
      });
    into.set(Number(row.id), place);
  }
  return into;
}

/** A place's own targets and its activities' planned output. */
function ownAndPlan(group: PlaceGroup, fiscalYear: number): Sql {
  return sql`${own(group, fiscalYear)} UNION ALL ${planOf(programmeCellsIn(group), fiscalYear)}`;
}

/**
 * The palikas' targets added up by the view's places and by its places one level down in one pass
 * (grouping sets), rows tagged `view` or `children`; by the view's alone when the places one level
 * down are palikas (their own targets are theirs) or there are none; null for a palika's view.
 */
function palikaSums(view: PlaceGroup, children: PlaceGroup, fiscalYear: number): Sql | null {
  if (view.level === 'palika') return null;
  if (!children.ids.length || children.level === 'palika')
    return sql`SELECT 'view'::text AS tag, q.* FROM (${ofPalikas(view, fiscalYear)}) q`;
  const byView = raw(OWN_COLUMN[view.level]);
  const byChild = raw(OWN_COLUMN[children.level]);
  const place = view.level === 'nation' ? sql`TRUE` : sql`${byView} = ANY(${view.ids}::int[])`;
  const viewSet = view.level === 'nation' ? KEY_COLUMNS : sql`${byView}, ${KEY_COLUMNS}`;
  return sql`SELECT CASE WHEN GROUPING(${byChild}) = 1 THEN 'view' ELSE 'children' END AS tag,
      CASE WHEN GROUPING(${byChild}) = 1 THEN ${byView} ELSE ${byChild} END AS id,
      'palikas' AS kind, NULL::uuid AS target_id, ${KEY_COLUMNS}, sum(t.total) AS total,
      sum(${PART('period_t1')}) AS t1, sum(${PART('period_t2')}) AS t2, sum(${PART('period_t3')}) AS t3,
      count(*)::int AS palikas
    FROM targets t WHERE ${APPROVED} AND t.fiscal_year = ${fiscalYear} AND t.scope = 'palika' AND ${place}
    GROUP BY GROUPING SETS ((${viewSet}), (${byChild}, ${KEY_COLUMNS}))`;
}

/**
 * Batches' targets: each batch's own, else the sum of its member palikas'. Keyed by the batch's
 * position in the list given (1 for the first).
 */
function batchTargets(batchIds: string[], fiscalYear: number): Sql {
  const ids = sql`${batchIds}::uuid[]`;
  return sql`SELECT array_position(${ids}, m.batch_id) AS id, 'palikas' AS kind, NULL::uuid AS target_id, ${KEY_COLUMNS},
        sum(t.total) AS total, sum(${PART('period_t1')}) AS t1, sum(${PART('period_t2')}) AS t2,
        sum(${PART('period_t3')}) AS t3, count(*)::int AS palikas
      FROM targets t JOIN batch_palikas m ON m.palika_id = t.palika_id AND m.batch_id = ANY(${ids})
      WHERE ${APPROVED} AND t.fiscal_year = ${fiscalYear} AND t.scope = 'palika'
      GROUP BY 1, ${KEY_COLUMNS}
      UNION ALL SELECT array_position(${ids}, t.batch_id), 'own', t.id, ${KEY_COLUMNS}, t.total,
        ${PART('period_t1')}, ${PART('period_t2')}, ${PART('period_t3')}, 0
      FROM targets t WHERE ${APPROVED} AND t.fiscal_year = ${fiscalYear} AND t.scope = 'batch'
        AND t.batch_id = ANY(${ids})
      UNION ALL ${planOf(sql`r.level = ${raw(String(CELL_LEVELS.palika))}`, fiscalYear, {
        key: sql`array_position(${ids}, m.batch_id)`,
        join: sql`JOIN batch_palikas m ON m.palika_id = r.place_id AND m.batch_id = ANY(${ids})`,
      })}`;
}

/** The targets a request shows: of its view's places, of the places one level down, of its batches. */
export interface TargetsAcross {
  view: TargetsByPlace;
  children: TargetsByPlace;
  batches: TargetsByPlace;
}

/** The targets of the view, its places one level down and the batches (none given: none read). */
export async function targetsAcross(
  db: Queryable,
  { view, children, batchIds }: { view: PlaceGroup; children: PlaceGroup; batchIds: string[] },
  fiscalYear: number,
): Promise<TargetsAcross> {
  // Separate statements, as the achieved figures' (achievedAcross): no parallel workers to start.
  const sums = palikaSums(view, children, fiscalYear);
  const summed = sums ? await db.query<TargetRow & { tag: string }>(sums) : [];
  const read = async (statement: Sql | null, tag: string) =>
    statement
      ? collect([
          ...summed.filter((row) => row.tag === tag),
          ...(await db.query<TargetRow>(statement)),
        ])
      : new Map();
  return {
    view: await read(ownAndPlan(view, fiscalYear), 'view'),
    children: await read(children.ids.length ? ownAndPlan(children, fiscalYear) : null, 'children'),
    batches: batchIds.length
      ? collect(await db.query<TargetRow>(batchTargets(batchIds, fiscalYear)))
      : new Map(),
  };
}
