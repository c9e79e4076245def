import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { schoolRecords } from '@/client/features/palika/api/school-records';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { SCHOOL_TABLE } from '@/client/features/palika/components/school-columns';
import { SchoolDetails } from '@/client/features/palika/components/school-details';
import {
  SCHOOL_FILTERS,
  type SchoolFilterValues,
} from '@/client/features/palika/components/school-filters';
import { SCHOOL_ENUM_FIELDS } from '@/client/features/palika/components/school-form/values';
import { schoolChunkLoader, schoolExportHeader } from '@/client/features/palika/school-export';
import { schoolImportKind } from '@/client/features/palika/school-import';
import type { Schemas } from '@/shared/api/types';

/** The schools of the user's area with their filters in the URL, export, import, and one opened. */
export const SCHOOL_LIST: ListDeclaration<Schemas['School'], SchoolFilterValues> = {
  operationId: 'listSchools',
  prefix: 'school',
  route: 'schoolProfile',
  records: schoolRecords,
  nameOf: (s, locale) => (locale === 'np' ? s.nameNe : (s.nameEn ?? s.nameNe)),
  enumFields: SCHOOL_ENUM_FIELDS,
  table: SCHOOL_TABLE,
  filters: SCHOOL_FILTERS,
  details: (s) => <SchoolDetails school={s} />,
  exporter: (filters, intl, locale) => ({
    header: schoolExportHeader(intl),
    loadChunk: schoolChunkLoader(filters, intl, locale),
  }),
  importer: <PalikaImport kindOf={schoolImportKind} recordsKey="schools" />,
};
