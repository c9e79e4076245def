import type { Queryable } from '@/server/db/database';
import { forbidden, invalid } from '@/server/platform/http-error';
import { raw, sql } from '@/server/platform/sql';
import { todayIso } from '@/server/platform/today';
import type { Schemas } from '@/shared/api/types';
import type { DashboardQuery } from '@/shared/dashboards/measures';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import { childPlaces } from '../places';
import { achievementBatches } from './achievement-batches';
import { type Through, achievedIn, figureOf, together } from './achievement-figures';
import { type TargetsByPlace, targetsOf } from './target-sums';
import type { DashboardContext } from '../view';
import type { GroupLevel, PlaceGroup } from './achieved-sql';

type Measure = Schemas['AchievementMeasure'];

/** Person and ward filters have no meaning for a target: refused and named, as the programme's are. */
function refuseFilters(query: DashboardQuery): void {
  const fields = (
    ['wardId', 'disabilityType', 'severityClass', 'gender', 'ageBand'] as const
  ).filter((field) => query[field] !== undefined);
  if (fields.length) throw invalid(fields.map((field) => ({ field, code: 'notApplicable' })));
}

/** The period achievement counts to: the one asked, else today's in the current year, else the year's last. */
export function throughOf(fiscalYear: number, trimester?: number): 1 | 2 | 3 {
  if (trimester) return trimester as 1 | 2 | 3;
  const today = fiscalPeriodOf(todayIso());
  return today?.fiscalYear === fiscalYear ? (today.trimester as 1 | 2 | 3) : 3;
}

/** Every key any place of the maps has a target for, in a stable order. */
function keysOf(...maps: TargetsByPlace[]): MeasureKey[] {
  const keys = new Map<string, MeasureKey>();
  for (const map of maps)
    for (const place of map.values()) for (const [text, { key }] of place) keys.set(text, key);
  return [...keys.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, key]) => key);
}

/** Several places' targets of one key added up (a province user's provinces); undefined when none has one. */
function summed(targets: TargetsByPlace, text: string) {
  const found = [...targets.values()].map((place) => place.get(text)?.target).filter(Boolean);
  if (!found.length) return undefined;
  if (found.length === 1) return found[0];
  return {
    source: 'palikas' as const,
    targetId: null,
    total: found.reduce((sum, t) => sum + t!.total, 0),
    periods: [0, 1, 2].map((i) => found.reduce((sum, t) => sum + t!.periods[i], 0)) as [
      number,
      number,
      number,
    ],
    palikas: found.reduce((sum, t) => sum + t!.palikas, 0),
  };
}

async function namesOf(db: Queryable, key: MeasureKey) {
  const id = key.categoryId ?? key.templateId ?? key.attributeId;
  if (!id) return { nameEn: null, nameNe: null };
  const table = key.categoryId
    ? 'service_categories'
    : key.templateId
      ? 'activity_templates'
      : 'attribute_definitions';
  const columns = key.attributeId ? 'label_en AS name_en, label_ne AS name_ne' : 'name_en, name_ne';
  const [row] = await db.query<{ name_en: string; name_ne: string }>(
    sql`SELECT ${raw(columns)} FROM ${raw(table)} WHERE id = ${id}`,
  );
  return { nameEn: row?.name_en ?? null, nameNe: row?.name_ne ?? null };
}

/** Each measure's figure for the view's places together, with its trend by four-month period. */
async function measureOf(
  db: Queryable,
  key: MeasureKey,
  { group, targets, period }: { group: PlaceGroup; targets: TargetsByPlace; period: Through },
): Promise<Measure> {
  const achieved = await achievedIn(db, key, group, period);
  const target = summed(targets, keyText(key));
  const all = together(achieved.values());
  return {
    key: keyText(key),
    ...key,
    ...(await namesOf(db, key)),
    figure: figureOf(key, all, target, period.through),
    periods: [1, 2, 3].map((p) => ({
      period: p,
      target: target ? Math.round(target.periods[p - 1] * 100) / 100 : null,
      achieved: Math.round(all.periods[p - 1] * 100) / 100,
    })),
  };
}

/** The achievement dashboard of the caller's area (issue 19 §2): measures, places one level down, batches. */
export async function dashboardAchievement(
  context: DashboardContext,
  query: DashboardQuery,
): Promise<Schemas['DashboardAchievement']> {
  refuseFilters(query);
  const { db, view } = context;
  // Figures come from cells of whole places: a place the caller may read only in part has none.
  if (view.cellsLevel === null) throw forbidden();
  const level = view.place.level as GroupLevel;
  const group: PlaceGroup = { level, ids: level === 'nation' ? [0] : view.place.ids };
  const period: Through = {
    fiscalYear: view.fiscalYear,
    through: throughOf(view.fiscalYear, view.trimester),
  };
  const children = view.childLevel === 'ward' ? [] : await childPlaces(context);
  const childGroup: PlaceGroup = {
    level: view.childLevel as GroupLevel,
    ids: children.map((c) => c.id),
  };
  const own = await targetsOf(db, group, period.fiscalYear);
  const below: TargetsByPlace = children.length
    ? await targetsOf(db, childGroup, period.fiscalYear)
    : new Map();
  const keys = keysOf(own, below);
  const measures: Measure[] = [];
  const placeFigures = new Map<number, Schemas['AchievementFigure'][]>();
  for (const key of keys) {
    measures.push(await measureOf(db, key, { group, targets: own, period }));
    if (!children.length) continue;
    const achieved = await achievedIn(db, key, childGroup, period);
    for (const child of children) {
      const figures = placeFigures.get(child.id) ?? [];
      figures.push(
        figureOf(
          key,
          achieved.get(child.id),
          below.get(child.id)?.get(keyText(key))?.target,
          period.through,
        ),
      );
      placeFigures.set(child.id, figures);
    }
  }
  return {
    period: { fiscalYear: period.fiscalYear, trimester: period.through },
    level: view.childLevel,
    measures,
    places: children.map((child) => ({
      id: child.id,
      nameEn: child.nameEn,
      nameNe: child.nameNe,
      place: child.place,
      figures: placeFigures.get(child.id) ?? [],
    })),
    batches: await achievementBatches(context, keys, period),
  };
}
