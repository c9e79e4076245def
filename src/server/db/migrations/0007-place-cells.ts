import { createCellTriggers, dropCellTriggers, refillCells } from '../../features/dashboards/cells-maintenance';
import type { Migration } from './index';

/**
 * Dashboard cells for districts and palikas too (decision 0013), for the unfiltered view: a palika
 * or district user's figures, and the map of districts or palikas, read cells instead of rows. The
 * cells' place column becomes `place_id` (the nation 0, or the province, district or palika of the
 * level); the triggers are made again from the current definition and every cell is refilled.
 */
export const placeCells: Migration = {
  version: '0007-place-cells',
  statements: [
    ...dropCellTriggers(),
    ...['dash_person_cells', 'dash_service_cells', 'dash_reach_cells'].map((table) => `ALTER TABLE ${table} RENAME COLUMN province_id TO place_id`),
    ...createCellTriggers(),
    // A palika's persons served, read from the rows under a person filter, start from its persons: with their id the index alone answers.
    'DROP INDEX pwd_persons_dash',
    `CREATE INDEX pwd_persons_dash ON pwd_persons (palika_id) INCLUDE (id, ward_no, disability_types, severity_class, gender, age_band, status, card_status, registration_fy, registration_month)
       WHERE deleted_at IS NULL`,
    ...refillCells(),
  ],
};
