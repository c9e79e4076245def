import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * Dashboard cells for each ward too (decision 0013), for the unfiltered view like districts and
 * palikas and for totals only (services and persons served under their totals' facet): a palika
 * user's map of wards reads a few hundred cells instead of looking up every person's services of
 * the year. The triggers are made again from the current definition and only
 * the wards' cells are filled (after emptying them, so a database whose cells were already filled
 * this way ends the same).
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const wardCells: Migration = {
  version: '0009-ward-cells',
  statements: frozenStatements('0009-ward-cells.sql'),
};
