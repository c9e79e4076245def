import type { Queryable } from '@/server/db/database';
import { memoizedReads } from '@/server/db/memoized-reads';
import { forbidden, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import type { DashboardQuery } from '@/shared/dashboards/measures';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import { childPlaces } from '../places';
import { batchRows, batchesInside, membersOf } from './achievement-batches';
import {
  type Achieved,
  type Groups,
  type Through,
  achievedAcross,
  figureOf,
  together,
} from './achievement-figures';
import { type TargetsByPlace, targetsAcross } from './target-sums';
import type { DashboardContext } from '../view';
import type { GroupLevel } from './achieved-sql';

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

type Names = Map<string, { nameEn: string | null; nameNe: string | null }>;

/** The names of the categories, standard activities and attributes the keys are narrowed to, in one read. */
async function namesOf(db: Queryable, keys: MeasureKey[]): Promise<Names> {
  const ids = (of: (key: MeasureKey) => number | null) =>
    keys.map(of).filter((id): id is number => id !== null);
  const rows = await db.query<{ kind: string; id: number; name_en: string; name_ne: string }>(
    sql`SELECT 'c' AS kind, id, name_en, name_ne FROM service_categories WHERE id = ANY(${ids((k) => k.categoryId)}::int[])
      UNION ALL SELECT 't', id, name_en, name_ne FROM activity_templates WHERE id = ANY(${ids((k) => k.templateId)}::int[])
      UNION ALL SELECT 'a', id, label_en, label_ne FROM attribute_definitions WHERE id = ANY(${ids((k) => k.attributeId)}::int[])`,
  );
  return new Map(
    rows.map((row) => [`${row.kind}${row.id}`, { nameEn: row.name_en, nameNe: row.name_ne }]),
  );
}

/** A key's name, looked up among the names read. */
function nameOf(names: Names, key: MeasureKey) {
  const found = key.categoryId
    ? names.get(`c${key.categoryId}`)
    : key.templateId
      ? names.get(`t${key.templateId}`)
      : key.attributeId
        ? names.get(`a${key.attributeId}`)
        : undefined;
  return found ?? { nameEn: null, nameNe: null };
}

/** Each measure's figure for the view's places together, with its trend by four-month period. */
function measureOf(
  key: MeasureKey,
  {
    achieved,
    targets,
    period,
  }: { achieved: Map<number, Achieved>; targets: TargetsByPlace; period: Through },
): Omit<Measure, 'nameEn' | 'nameNe'> {
  const target = summed(targets, keyText(key));
  const all = together(achieved.values());
  return {
    key: keyText(key),
    ...key,
    figure: figureOf(key, all, target, period.through),
    periods: [1, 2, 3].map((p) => ({
      period: p,
      target: target ? Math.round(target.periods[p - 1] * 100) / 100 : null,
      achieved: Math.round(all.periods[p - 1] * 100) / 100,
    })),
  };
}

/** The view, its places one level down and its batches' palikas as the groups figures are read for. */
async function groupsOf(context: DashboardContext, period: Through) {
  const { view } = context;
  const level = view.place.level as GroupLevel;
  const children = view.childLevel === 'ward' ? [] : await childPlaces(context);
  const batches = await batchesInside(context, period);
  const groups: Groups = {
    view: { level, ids: level === 'nation' ? [0] : view.place.ids },
    children: { level: view.childLevel as GroupLevel, ids: children.map((c) => c.id) },
    members: membersOf(batches),
  };
  return { children, batches, groups };
}

/** The measure the places and batches are figured for: the one asked when it has a target, else the first. */
function chosenOf(keys: MeasureKey[], asked: string | undefined): MeasureKey | undefined {
  return keys.find((key) => keyText(key) === asked) ?? keys[0];
}

/**
 * The achievement dashboard of the caller's area (issue 19 §2): every measure's card and trend;
 * the places one level down and the batches with the chosen measure's figure, the one the page
 * shows them for (decision 0030: the others' would be read for nothing).
 */
export async function dashboardAchievement(
  context: DashboardContext,
  query: DashboardQuery & { measure?: string },
): Promise<Schemas['DashboardAchievement']> {
  refuseFilters(query);
  const { db, view } = context;
  // Figures come from cells of whole places: a place the caller may read only in part has none.
  if (view.cellsLevel === null) throw forbidden();
  const period: Through = {
    fiscalYear: view.fiscalYear,
    through: throughOf(view.fiscalYear, view.trimester),
  };
  const { children, batches, groups } = await groupsOf(context, period);
  const targets = await targetsAcross(
    db,
    { ...groups, batchIds: batches.map((b) => b.id) },
    period.fiscalYear,
  );
  const keys = keysOf(targets.view, targets.children);
  const chosen = chosenOf(keys, query.measure);
  const names = await namesOf(db, keys);
  const reads = memoizedReads(db);
  const viewOnly: Groups = { ...groups, children: { ...groups.children, ids: [] }, members: [] };
  const measures: Measure[] = [];
  for (const key of keys) {
    const { view: achieved } = await achievedAcross(reads, key, viewOnly, period);
    measures.push({
      ...measureOf(key, { achieved, targets: targets.view, period }),
      ...nameOf(names, key),
    });
  }
  // The chosen measure's view was read above: the reads are memoized, only its places' are new.
  const across = chosen ? await achievedAcross(reads, chosen, groups, period) : undefined;
  const figureIn = (id: number) =>
    chosen && across
      ? [
          figureOf(
            chosen,
            across.children.get(id),
            targets.children.get(id)?.get(keyText(chosen))?.target,
            period.through,
          ),
        ]
      : [];
  return {
    period: { fiscalYear: period.fiscalYear, trimester: period.through },
    level: view.childLevel,
    measures,
    chosen: chosen ? keyText(chosen) : null,
    places: children.map((child) => ({
      id: child.id,
      nameEn: child.nameEn,
      nameNe: child.nameNe,
      place: child.place,
      figures: figureIn(child.id),
    })),
    batches: batchRows(
      batches,
      chosen && across ? [{ key: chosen, achieved: across.members }] : [],
      targets.batches,
      period,
    ),
  };
}
