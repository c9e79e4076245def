import type { Migration } from './migration';

/**
 * One meaning per word (issue 38 §3): a target of persons registered within the year was stored as
 * `registered`, the dashboards' word for the persons registered by a day (a stock). It is the
 * dashboards' `registrations` (a flow), and now named so: the stored code, and the identity that
 * names a target across its revisions (`year|scope|place|measure|narrowing`), are renamed.
 */
export const targetRegistrations: Migration = {
  version: '0031-target-registrations',
  statements: [
    `ALTER TABLE targets DROP CONSTRAINT targets_measure_check`,
    `UPDATE targets SET measure = 'registrations',
      identity = concat_ws('|', split_part(identity, '|', 1), split_part(identity, '|', 2),
        split_part(identity, '|', 3), 'registrations', split_part(identity, '|', 5))
      WHERE measure = 'registered'`,
    `ALTER TABLE targets ADD CONSTRAINT targets_measure_check CHECK (measure IN ('services',
      'personsServed', 'serviceQuantity', 'registrations', 'cardsIssued', 'activityOutput',
      'attributeSum'))`,
  ],
};
