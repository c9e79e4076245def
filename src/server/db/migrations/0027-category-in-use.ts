import type { Migration } from './migration';

/**
 * Whether any service record (deleted ones too) uses a category, read by the catalogue for each of
 * its categories: the category index of 0005 holds live records only, so for a category nobody used
 * the question read the whole table (a catalogue read took 34 ms on the small set, and grows with
 * the services). This index answers it by one probe.
 */
export const categoryInUse: Migration = {
  version: '0027-category-in-use',
  statements: [`CREATE INDEX service_records_category_any ON service_records (category_id)`],
};
