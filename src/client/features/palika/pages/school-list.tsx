import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { schoolRecords } from '@/client/features/palika/api/school-records';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { SCHOOL_TABLE } from '@/client/features/palika/components/school-columns';
import {
  SCHOOL_FILTERS,
  type SchoolFilterValues,
} from '@/client/features/palika/components/school-filters';
import { SCHOOL_ENUM_FIELDS } from '@/client/features/palika/components/school-form/values';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { fieldExporter, fieldImport } from '@/client/lib/records/field-sheets';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';

/** A school list's import: the table's columns, each disability's children in one entry. */
export const schoolImport = fieldImport<Schemas['SchoolCreate']>(
  'school',
  SCHOOL_FIELDS,
  schoolRecords.importRows,
);

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
  details: (s) => <FieldDetails table={SCHOOL_FIELDS} row={s} />,
  exporter: fieldExporter(SCHOOL_FIELDS, schoolRecords.exportChunk),
  importer: <PalikaImport kindOf={schoolImport} recordsKey="schools" />,
};
