import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * Cells of the unfiltered view at every level (decision 0013): a person's class, sex and age band
 * are '*' (any) in them. Districts and palikas held the unfiltered view with blank traits ('');
 * they become '*'. The nation and provinces gain, beside their cells of every combination of
 * person dimensions, the sums of those over the traits, so that an unfiltered national or
 * provincial figure reads a few cells instead of every combination (about 75 times fewer). The
 * traits move up the cells' key, before the periods and values, so that the unfiltered view's
 * cells (every trait '*') are one range of the index rather than scattered among the combinations.
 * Written to give the same cells whatever the cells were before: a new database, whose 0007 already
 * filled cells the current way, updates nothing and makes the same sums again.
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const unfilteredCells: Migration = {
  version: '0008-unfiltered-cells',
  statements: frozenStatements('0008-unfiltered-cells.sql'),
};
