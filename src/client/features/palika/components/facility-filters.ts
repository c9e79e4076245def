import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';

/** What the list of facilities is filtered by, as the contract's list operation reads it. */
export type FacilityFilterValues = ListFilters<'listHealthFacilities'>;

/** Place and ward, a name or HMIS code, type, ownership, a service offered and status. */
export const FACILITY_FILTERS: FiltersDeclaration<FacilityFilterValues> = {
  prefix: 'facility',
  place: { ward: true },
  filters: [
    { param: 'search', kind: 'search', label: 'facility.filter.search' },
    {
      param: 'facilityType',
      kind: 'enum',
      label: 'facility.field.facilityType',
      list: 'facilityType',
      codes: FACILITY_TYPES,
    },
    {
      param: 'ownership',
      kind: 'enum',
      label: 'facility.field.ownership',
      list: 'ownership',
      codes: OWNERSHIPS,
    },
    {
      param: 'service',
      kind: 'enum',
      label: 'facility.filter.service',
      list: 'facilityService',
      codes: FACILITY_SERVICES,
    },
    {
      param: 'operationalStatus',
      kind: 'enum',
      label: 'facility.field.operationalStatus',
      list: 'operationalStatus',
      codes: OPERATIONAL_STATUSES,
    },
  ],
};
