import { createCellTriggers, dropCellTriggers } from '../../features/dashboards/cells-maintenance';
import type { Migration } from './index';

/** The cell tables as this migration found them (frozen here: later definitions may differ). */
const TABLES = [
  { table: 'dash_person_cells', others: ['disability_type', 'status', 'card_status', 'reg_fy', 'reg_month'], measures: ['persons'] },
  {
    table: 'dash_service_cells',
    others: ['fy', 'period', 'month', 'facet', 'value', 'disability_type'],
    measures: ['services', 'cost', 'group_services', 'participants_male', 'participants_female', 'participants_other', 'participants_pwd'],
  },
  { table: 'dash_reach_cells', others: ['fy', 'period', 'facet', 'value', 'disability_type'], measures: ['persons'] },
];
const TRAITS = ['severity_class', 'gender', 'age_band'];

/**
 * Cells of the unfiltered view at every level (decision 0013): a person's class, sex and age band
 * are '*' (any) in them. Districts and palikas held the unfiltered view with blank traits ('');
 * they become '*'. The nation and provinces gain, beside their cells of every combination of
 * person dimensions, the sums of those over the traits, so that an unfiltered national or
 * provincial figure reads a few cells instead of every combination (about 75 times fewer).
 * Written to give the same cells whatever the cells were before: a new database, whose 0007 already
 * filled cells the current way, updates nothing and makes the same sums again.
 */
export const unfilteredCells: Migration = {
  version: '0008-unfiltered-cells',
  statements: [
    ...dropCellTriggers(),
    ...TABLES.flatMap(({ table, others, measures }) => {
      const key = ['level', 'place_id', ...others];
      return [
        `UPDATE ${table} SET ${TRAITS.map((t) => `${t} = '*'`).join(', ')} WHERE level >= 2 AND age_band <> '*'`,
        `DELETE FROM ${table} WHERE level < 2 AND age_band = '*'`,
        `INSERT INTO ${table} (${key.join(', ')}, ${TRAITS.join(', ')}, ${measures.join(', ')})
         SELECT ${key.join(', ')}, ${TRAITS.map(() => `'*'`).join(', ')}, ${measures.map((m) => `sum(${m})`).join(', ')}
           FROM ${table} WHERE level < 2 GROUP BY ${key.join(', ')}
         HAVING ${measures.map((m) => `sum(${m}) <> 0`).join(' OR ')}`,
        `ANALYZE ${table}`,
      ];
    }),
    ...createCellTriggers(),
  ],
};
