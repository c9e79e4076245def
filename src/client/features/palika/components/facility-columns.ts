import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { fieldTableColumns, namesColumn, placeColumn } from '@/client/lib/records/field-lists';

/** Health facilities: name (opens it), type, ownership, place and ward, HMIS code, services, status. */
export const FACILITY_TABLE = fieldTableColumns(FACILITY_FIELDS, 'page.healthFacilityProfile', [
  namesColumn('facility.column.name'),
  { field: 'facilityType', id: 'type', sort: true },
  'ownership',
  placeColumn('facility.column.place'),
  'hmisCode',
  { field: 'services', label: 'facility.column.services' },
  { field: 'operationalStatus', id: 'status' },
]);
