import { createCellTriggers, dropCellTriggers } from '../../features/dashboards/cells-maintenance';
import type { Migration } from './index';

/**
 * The cell tables as this migration found them (frozen here: later definitions may differ): the
 * dimensions other than the traits, the measures, and the new primary key.
 */
const TABLES = [
  {
    table: 'dash_person_cells',
    others: ['disability_type', 'status', 'card_status', 'reg_fy', 'reg_month'],
    measures: ['persons'],
    key: ['level', 'place_id', 'disability_type', 'severity_class', 'gender', 'age_band', 'reg_fy', 'reg_month', 'status', 'card_status'],
  },
  {
    table: 'dash_service_cells',
    others: ['fy', 'period', 'month', 'facet', 'value', 'disability_type'],
    measures: ['services', 'cost', 'group_services', 'participants_male', 'participants_female', 'participants_other', 'participants_pwd'],
    key: ['level', 'place_id', 'fy', 'facet', 'disability_type', 'severity_class', 'gender', 'age_band', 'period', 'month', 'value'],
  },
  {
    table: 'dash_reach_cells',
    others: ['fy', 'period', 'facet', 'value', 'disability_type'],
    measures: ['persons'],
    key: ['level', 'place_id', 'fy', 'facet', 'disability_type', 'severity_class', 'gender', 'age_band', 'period', 'value'],
  },
];
const TRAITS = ['severity_class', 'gender', 'age_band'];

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
 */
export const unfilteredCells: Migration = {
  version: '0008-unfiltered-cells',
  statements: [
    ...dropCellTriggers(),
    ...TABLES.flatMap(({ table, others, measures, key }) => {
      const kept = ['level', 'place_id', ...others];
      return [
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`,
        `UPDATE ${table} SET ${TRAITS.map((t) => `${t} = '*'`).join(', ')} WHERE level >= 2 AND age_band <> '*'`,
        `DELETE FROM ${table} WHERE level < 2 AND age_band = '*'`,
        `INSERT INTO ${table} (${kept.join(', ')}, ${TRAITS.join(', ')}, ${measures.join(', ')})
         SELECT ${kept.join(', ')}, ${TRAITS.map(() => `'*'`).join(', ')}, ${measures.map((m) => `sum(${m})`).join(', ')}
           FROM ${table} WHERE level < 2 GROUP BY ${kept.join(', ')}
         HAVING ${measures.map((m) => `sum(${m}) <> 0`).join(' OR ')}`,
        `ALTER TABLE ${table} ADD PRIMARY KEY (${key.join(', ')})`,
        `ANALYZE ${table}`,
      ];
    }),
    ...createCellTriggers(),
  ],
};
