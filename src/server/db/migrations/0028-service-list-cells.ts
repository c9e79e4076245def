import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * The service list's count and totals by palika and person (decision 0034): the table, the cell
 * triggers made again from the current definition (the services' now keep it too), and its first
 * fill from the rows. Frozen: the SQL it ran when it shipped is in the .sql file of the same name.
 */
export const serviceListCells: Migration = {
  version: '0028-service-list-cells',
  statements: frozenStatements('0028-service-list-cells.sql'),
};
