import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { bandOf, percentOf } from '@/shared/targets/bands';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import {
  type AchievedQuery,
  type AchievedRow,
  type GroupLevel,
  type PlaceGroup,
  type ReachFacetOf,
  achievedQuery,
} from './achieved-sql';
import type { PlaceTarget } from './target-sums';

type Figure = Schemas['AchievementFigure'];

/** One place's achievement of a measure: each period's own, and to date. */
export interface Achieved {
  periods: [number, number, number];
  toDate: number;
}

/** What a period's figures are worked out for: the year, and the period achievement counts to. */
export interface Through {
  fiscalYear: number;
  through: 1 | 2 | 3;
}

/** Which reach cells hold persons served of the key's category (decision 0030); null: the rows. */
export async function reachFacetOf(db: Queryable, key: MeasureKey): Promise<ReachFacetOf> {
  if (key.measure !== 'personsServed') return null;
  if (!key.categoryId) return 'all';
  const [row] = await db.query<{ component_id: number; element_id: number | null }>(
    sql`SELECT component_id, element_id FROM service_category_lineage WHERE id = ${key.categoryId}`,
  );
  if (row?.component_id === key.categoryId) return 'component';
  if (row?.element_id === key.categoryId) return 'element';
  return null;
}

/** Where a request wants figures: its view, the view's places one level down, the batches' palikas. */
export interface Groups {
  view: PlaceGroup;
  children: PlaceGroup;
  members: number[];
}

/** A measure's achievement in each of the groups, by place id. */
export type AchievedAcross = Record<keyof Groups, Map<number, Achieved>>;

/** The id a row counts under at a level: the nation's 0, or the row's own place, or its palika's district or province. */
function placeAt(level: GroupLevel, row: AchievedRow): number {
  if (level === 'nation') return 0;
  if (level === 'province') return Number(row.province ?? row.id);
  if (level === 'district') return Number(row.district ?? row.id);
  return Number(row.id);
}

/** Rows added up by place; an additive measure's to date is its periods' sum through the period. */
function byPlace(
  rows: AchievedRow[],
  placeOf: (row: AchievedRow) => number,
  {
    additive,
    through,
    valueColumn = 'value',
  }: Pick<AchievedQuery, 'additive' | 'valueColumn'> & {
    through: number;
  },
): Map<number, Achieved> {
  const places = new Map<number, Achieved>();
  for (const row of rows) {
    const id = placeOf(row);
    const place = places.get(id) ?? { periods: [0, 0, 0], toDate: 0 };
    const period = Number(row.period);
    const value = Number(row[valueColumn]);
    if (period >= 1 && period <= 3) place.periods[period - 1] += value;
    if (period === 0) place.toDate += value;
    places.set(id, place);
  }
  if (additive)
    for (const place of places.values())
      place.toDate = place.periods.slice(0, through).reduce((a, b) => a + b, 0);
  return places;
}

/**
 * A measure's achievement for the view, its places and the batches' palikas in one read: from the
 * rows, the view's palikas added up to each level; from the cells, each group's own level's cells
 * (a nation's palikas' cells are too many to add up), the three reads in one statement.
 */
export async function achievedAcross(
  db: Queryable,
  key: MeasureKey,
  groups: Groups,
  { fiscalYear, through }: Through,
): Promise<AchievedAcross> {
  const period = { fiscalYear, through, reachFacet: await reachFacetOf(db, key) };
  const members: PlaceGroup = { level: 'palika', ids: groups.members };
  const view = achievedQuery(key, groups.view, period);
  const sums = { ...view, through };
  if (view.perPalika) {
    const rows = await db.query<AchievedRow>(view.statement);
    const memberIds = new Set(groups.members);
    return {
      view: byPlace(rows, (row) => placeAt(groups.view.level, row), sums),
      children: groups.children.ids.length
        ? byPlace(rows, (row) => placeAt(groups.children.level, row), sums)
        : new Map(),
      members: byPlace(
        rows.filter((row) => memberIds.has(Number(row.id))),
        (row) => Number(row.id),
        sums,
      ),
    };
  }
  // Separate statements: joined by UNION ALL, PostgreSQL plans a parallel append whose workers
  // take longer to start (15 ms) than the three reads take together.
  const read = async (group: PlaceGroup) =>
    group.ids.length
      ? byPlace(
          await db.query<AchievedRow>(achievedQuery(key, group, period).statement),
          (row) => Number(row.id),
          sums,
        )
      : new Map<number, Achieved>();
  return {
    view: byPlace(await db.query<AchievedRow>(view.statement), (row) => Number(row.id), sums),
    children: await read(groups.children),
    members: await read(members),
  };
}

/** Several places' achievement together (persons served count at their own palika, so they add too). */
export function together(places: Iterable<Achieved | undefined>): Achieved {
  const all = [...places].filter((a): a is Achieved => Boolean(a));
  const sum = (of: (a: Achieved) => number) => all.reduce((total, a) => total + of(a), 0);
  return {
    periods: [sum((a) => a.periods[0]), sum((a) => a.periods[1]), sum((a) => a.periods[2])],
    toDate: sum((a) => a.toDate),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The figure of one place: what it achieved to date against its target, pro-rated, with a band. */
export function figureOf(
  key: MeasureKey,
  achieved: Achieved | undefined,
  target: PlaceTarget | undefined,
  through: 1 | 2 | 3,
): Figure {
  const toDate = round(achieved?.toDate ?? 0);
  const proRated = target
    ? round(target.periods.slice(0, through).reduce((a, b) => a + b, 0))
    : null;
  return {
    key: keyText(key),
    achieved: toDate,
    target: target ? target.total : null,
    proRated,
    percent: target ? (percentOf(toDate, target.total) ?? null) : null,
    percentToDate: proRated === null ? null : (percentOf(toDate, proRated) ?? null),
    band: bandOf(toDate, proRated),
    source: target?.source ?? null,
    targetId: target?.targetId ?? null,
    palikasWithTarget: target?.palikas ?? 0,
  };
}
