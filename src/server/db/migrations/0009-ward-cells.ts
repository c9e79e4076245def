import { CELL_LEVELS } from '../../features/dashboards/cells-sql';
import { createCellTriggers, dropCellTriggers, fillCells } from '../../features/dashboards/cells-maintenance';
import type { Migration } from './index';

/**
 * Dashboard cells for each ward too (decision 0013), for the unfiltered view like districts and
 * palikas and for totals only (services and persons served under their totals' facet): a palika
 * user's map of wards reads a few hundred cells instead of looking up every person's services of
 * the year. The triggers are made again from the current definition and only
 * the wards' cells are filled (after emptying them, so a database whose cells were already filled
 * this way ends the same).
 */
export const wardCells: Migration = {
  version: '0009-ward-cells',
  statements: [
    ...dropCellTriggers(),
    ...['dash_person_cells', 'dash_service_cells', 'dash_reach_cells'].map((table) => `DELETE FROM ${table} WHERE level = ${CELL_LEVELS.ward}`),
    ...fillCells([CELL_LEVELS.ward]),
    ...createCellTriggers(),
  ],
};
