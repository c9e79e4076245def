import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FACILITY_TABLE } from '@/client/features/palika/components/facility-columns';
import {
  FACILITY_FILTERS,
  type FacilityFilterValues,
} from '@/client/features/palika/components/facility-filters';
import { FACILITY_ENUM_FIELDS } from '@/client/features/palika/components/facility-form/values';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { fieldExporter, fieldImport } from '@/client/lib/records/field-sheets';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';

/** A facility list's import: the table's columns, its catchment wards written as a list. */
export const facilityImport = fieldImport<Schemas['HealthFacilityCreate']>(
  'facility',
  FACILITY_FIELDS,
  facilityRecords.importRows,
);

/** The facilities of the user's area with their filters in the URL, export, import, and one opened. */
export const FACILITY_LIST: ListDeclaration<Schemas['HealthFacility'], FacilityFilterValues> = {
  operationId: 'listHealthFacilities',
  prefix: 'facility',
  route: 'healthFacilityProfile',
  records: facilityRecords,
  nameOf: (f, locale) => (locale === 'np' ? f.nameNe : f.nameEn),
  enumFields: FACILITY_ENUM_FIELDS,
  table: FACILITY_TABLE,
  filters: FACILITY_FILTERS,
  details: (f) => <FieldDetails table={FACILITY_FIELDS} row={f} />,
  exporter: fieldExporter(FACILITY_FIELDS, facilityRecords.exportChunk),
  importer: <PalikaImport kindOf={facilityImport} recordsKey="healthFacilities" />,
};
