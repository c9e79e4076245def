import { type CellTrigger, addToCells, signed } from './cells-sql';
import { PROGRAMME_CELLS, activityRows, valueRows } from './programme-cells-sql';

/*
 * The triggers that keep the programme's cells. An activity's contribution depends on its
 * neighbours (whether it has sub-activities, whether its parent holds the budget), so a statement
 * on activities recounts each palika-year it touched, as it was and as it is, and applies the
 * difference; a palika-year is a few dozen activities. A recorded value counts on its own.
 */

/**
 * The activities of the palika-years a statement touched: the palikas and years as arrays worked
 * out first, so that the index on (palika, year) is read for them alone, not the whole table.
 */
const ofTouched = (sides: string[]) => {
  const both = (column: string) =>
    `ARRAY(${sides.map((side) => `SELECT ${column} FROM ${side}`).join(' UNION ')})`;
  const pairs = sides.map((side) => `SELECT palika_id, fiscal_year FROM ${side}`).join(' UNION ');
  return `x.palika_id = ANY(${both('palika_id')}) AND x.fiscal_year = ANY(${both('fiscal_year')})
      AND (x.palika_id, x.fiscal_year) IN (${pairs})`;
};
const activitiesAfter = (sides: string[]) =>
  `SELECT x.* FROM palika_activities x WHERE ${ofTouched(sides)}`;
const activitiesBefore = (sides: string[], hasNew: boolean, hasOld: boolean) =>
  `SELECT x.* FROM palika_activities x WHERE ${ofTouched(sides)}${hasNew ? ' AND x.id NOT IN (SELECT id FROM new_rows)' : ''}${hasOld ? ' UNION ALL SELECT * FROM old_rows' : ''}`;

/**
 * Writers of one palika-year queue here, in key order, before they recount it: a concurrent write's
 * change to the same tree (a sub-activity added beside this one) is then committed and seen by the
 * next statement's snapshot, instead of both subtracting the same parent's old contribution. The
 * two-number form of the advisory lock, which no other lock of the application uses.
 */
const queue = (sides: string[]) =>
  `PERFORM pg_advisory_xact_lock(k.palika_id, k.fiscal_year) FROM (${sides.map((side) => `SELECT palika_id, fiscal_year FROM ${side}`).join(' UNION ')} ORDER BY 1, 2) k`;

/** Each side read once (the rows' text refers to its relation four times: the activity, its parent, grandparent and sub-activities). */
const recount = (sides: string[], hasNew: boolean, hasOld: boolean) => () => [
  queue(sides),
  `WITH before_activities AS MATERIALIZED (${activitiesBefore(sides, hasNew, hasOld)}),
     after_activities AS MATERIALIZED (${activitiesAfter(sides)})
  ${addToCells(
    PROGRAMME_CELLS,
    signed(PROGRAMME_CELLS, activityRows('before_activities'), activityRows('after_activities')),
  )}`,
];

export const PROGRAMME_TRIGGERS: CellTrigger[] = [
  {
    table: 'palika_activities',
    event: 'INSERT',
    name: 'dash_activities_inserted',
    statements: recount(['new_rows'], true, false),
  },
  {
    table: 'palika_activities',
    event: 'UPDATE',
    name: 'dash_activities_updated',
    statements: recount(['new_rows', 'old_rows'], true, true),
  },
  {
    table: 'palika_activities',
    event: 'DELETE',
    name: 'dash_activities_deleted',
    statements: recount(['old_rows'], false, true),
  },
  {
    table: 'activity_values',
    event: 'INSERT',
    name: 'dash_values_inserted',
    statements: () => [
      addToCells(PROGRAMME_CELLS, signed(PROGRAMME_CELLS, null, valueRows('new_rows'))),
    ],
  },
  {
    table: 'activity_values',
    event: 'UPDATE',
    name: 'dash_values_updated',
    statements: () => [
      addToCells(
        PROGRAMME_CELLS,
        signed(PROGRAMME_CELLS, valueRows('old_rows'), valueRows('new_rows')),
      ),
    ],
  },
  {
    table: 'activity_values',
    event: 'DELETE',
    name: 'dash_values_deleted',
    statements: () => [
      addToCells(PROGRAMME_CELLS, signed(PROGRAMME_CELLS, valueRows('old_rows'), null)),
    ],
  },
];
