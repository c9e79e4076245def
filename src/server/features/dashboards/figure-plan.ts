import { CELL_LEVELS, type CellLevel } from '@/server/domain/cell-levels';
import { type Breakdown, PERSON_BREAKDOWNS } from '@/shared/dashboards/figures';
import { UNFILTERED_FROM_LEVEL } from './cells-sql';
import type { DashboardView } from './view';

/*
 * The planner: where a figure is read from (a level of the summary cells, or the raw rows), decided
 * from the view and the breakdown alone. figure-query.ts builds the SQL of that plan; figures.ts,
 * summary.ts and places.ts run it (decision 0013).
 */

/** Whether a figure asks who the persons are: a person filter, or a breakdown by a person's dimension or card colour. */
export const asksAboutPersons = (view: DashboardView, by: Breakdown | null) =>
  Object.values(view.person).some(Boolean) ||
  (by !== null && ((PERSON_BREAKDOWNS as readonly string[]).includes(by) || by === 'cardColour'));

/** Whether a figure asks about a person's class, sex or age band (the cells' traits): the unfiltered cells cannot answer it. */
export const asksAboutTraits = (view: DashboardView, by: Breakdown | null) =>
  Boolean(view.person.severityClass || view.person.gender || view.person.ageBand) ||
  by === 'severityClass' ||
  by === 'gender' ||
  by === 'ageBand' ||
  by === 'cardColour';

/**
 * The level of cells that answers a figure of the view, or null to read the rows: the view's own
 * level, or the one below it for a figure by place; below a province only for the unfiltered view
 * (no person filter, not broken down by a person dimension).
 */
export function cellLevelOf(
  view: DashboardView,
  by: Breakdown | null,
  byPlace: boolean,
): CellLevel | null {
  if (view.cellsLevel === null) return null;
  const level = view.cellsLevel + (byPlace ? 1 : 0);
  // Wards keep cells for totals only (their map).
  if (level > CELL_LEVELS.ward || (level === CELL_LEVELS.ward && by !== null)) return null;
  return level >= UNFILTERED_FROM_LEVEL && asksAboutPersons(view, by) ? null : (level as CellLevel);
}
