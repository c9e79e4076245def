import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';

/** What the list of facilities is filtered by, as the contract's list operation reads it. */
export type FacilityFilterValues = ListFilters<'listHealthFacilities'>;

/** Place and ward, a name or HMIS code, type, ownership, a service offered and status. */
export const FACILITY_FILTERS: FiltersDeclaration<FacilityFilterValues> = {
  prefix: 'facility',
  place: { ward: true },
  filters: [
    { param: 'search', kind: 'search', label: 'facility.filter.search' },
    fieldFilter(FACILITY_FIELDS, 'facilityType', { label: 'facility.field.facilityType' }),
    fieldFilter(FACILITY_FIELDS, 'ownership', { label: 'facility.field.ownership' }),
    fieldFilter(FACILITY_FIELDS, 'services', {
      param: 'service',
      label: 'facility.filter.service',
    }),
    fieldFilter(FACILITY_FIELDS, 'operationalStatus', {
      label: 'facility.field.operationalStatus',
    }),
  ],
};
