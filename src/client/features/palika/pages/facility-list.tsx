import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FACILITY_TABLE } from '@/client/features/palika/components/facility-columns';
import { FacilityDetails } from '@/client/features/palika/components/facility-details';
import {
  FACILITY_FILTERS,
  type FacilityFilterValues,
} from '@/client/features/palika/components/facility-filters';
import { FACILITY_ENUM_FIELDS } from '@/client/features/palika/components/facility-form/values';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import {
  facilityChunkLoader,
  facilityExportHeader,
} from '@/client/features/palika/facility-export';
import { facilityImportKind } from '@/client/features/palika/facility-import';
import type { Schemas } from '@/shared/api/types';

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
  details: (f) => <FacilityDetails facility={f} />,
  exporter: (filters, intl, locale) => ({
    header: facilityExportHeader(intl),
    loadChunk: facilityChunkLoader(filters, intl, locale),
  }),
  importer: <PalikaImport kindOf={facilityImportKind} recordsKey="healthFacilities" />,
};
