import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * Dashboard summary cells kept live by the writes themselves (decision 0013): each statement on
 * persons or services adds its own contribution to the nation's and the provinces' cells inside the
 * writing transaction, so a figure read after a commit includes it and the cells cannot drift from
 * the rows. Ages move on birthdays, not on writes: `cbr_roll_ages()` re-bands the persons whose band
 * changed since the last day it ran (the dashboards call it before their first read of a day).
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const dashboardCells: Migration = {
  version: '0006-dashboard-cells',
  statements: frozenStatements('0006-dashboard-cells.sql'),
};
