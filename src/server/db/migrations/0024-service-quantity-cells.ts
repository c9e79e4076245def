import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

/**
 * A service's quantity in the dashboard cells (decision 0030): the achievement of a target of
 * quantity read from the cells like services, not summed over a year's rows (the whole country's
 * would be lakhs). The triggers are made again from the current definition, which now adds the
 * quantity, and every service cell is filled again from the rows, with its quantity. ID cards issued are
 * counted by the day a card was issued: an index on that day.
 * Frozen: the SQL it ran when it shipped, generated then from the live cell code, is in
 * the .sql file of the same name.
 */
export const serviceQuantityCells: Migration = {
  version: '0024-service-quantity-cells',
  statements: frozenStatements('0024-service-quantity-cells.sql'),
};
