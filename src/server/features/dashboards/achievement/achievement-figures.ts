import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { bandOf, percentOf } from '@/shared/targets/bands';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import {
  type AchievedRow,
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

/** A measure's achievement for every place of a group, by place id. */
export async function achievedIn(
  db: Queryable,
  key: MeasureKey,
  group: PlaceGroup,
  { fiscalYear, through }: Through,
): Promise<Map<number, Achieved>> {
  const reachFacet = await reachFacetOf(db, key);
  const { statement, additive } = achievedQuery(key, group, { fiscalYear, through, reachFacet });
  const byPlace = new Map<number, Achieved>();
  for (const row of await db.query<AchievedRow>(statement)) {
    const place = byPlace.get(Number(row.id)) ?? { periods: [0, 0, 0], toDate: 0 };
    const period = Number(row.period);
    const value = Number(row.value);
    if (period >= 1 && period <= 3) place.periods[period - 1] += value;
    if (period === 0) place.toDate = value;
    byPlace.set(Number(row.id), place);
  }
  if (additive)
    for (const place of byPlace.values())
      place.toDate = place.periods.slice(0, through).reduce((a, b) => a + b, 0);
  return byPlace;
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
