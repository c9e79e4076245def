import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * Dashboard cells for districts and palikas too (decision 0013), for the unfiltered view: a palika
 * or district user's figures, and the map of districts or palikas, read cells instead of rows. The
 * cells' place column becomes `place_id` (the nation 0, or the province, district or palika of the
 * level); the triggers are made again from the current definition and every cell is refilled.
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const placeCells: Migration = {
  version: '0007-place-cells',
  statements: frozenStatements('0007-place-cells.sql'),
};
