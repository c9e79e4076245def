import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * The programme's dashboard cells (decision 0022): per place and fiscal year, the year's plan
 * (activities, those completed, budget) and, per four-month period, planned and achieved output,
 * expenditure and participants by sex; kept by triggers on `palika_activities` and
 * `activity_values` in the writing transaction and filled from the rows already there.
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const programmeCells: Migration = {
  version: '0015-programme-cells',
  statements: frozenStatements('0015-programme-cells.sql'),
};
