import type { Migration } from './migration';

/**
 * A service's provider and an activity's venue may name a ward, school, health facility or FCHV
 * of the palika by its kind and id (issue 18 §3, decision 0028); the API keeps each to a live
 * record of that kind in the record's palika. An activity's venue is new: its kind, the record,
 * or a place in words.
 */
export const providerAndVenueLinks: Migration = {
  version: '0022-provider-and-venue-links',
  statements: [
    `ALTER TABLE service_records ADD COLUMN provider_id uuid`,
    `CREATE INDEX service_records_provider ON service_records (provider_type, provider_id)
      WHERE provider_id IS NOT NULL`,
    `ALTER TABLE palika_activities ADD COLUMN venue_type text
      CHECK (venue_type IN ('palika', 'ward', 'school', 'health_facility', 'fchv', 'other'))`,
    `ALTER TABLE palika_activities ADD COLUMN venue_id uuid`,
    `ALTER TABLE palika_activities ADD COLUMN venue_name text`,
    `CREATE INDEX palika_activities_venue ON palika_activities (venue_type, venue_id)
      WHERE venue_id IS NOT NULL`,
  ],
};
