import { SCHOOL_FIELDS, enrolmentRows } from '@/client/features/palika/school-fields';
import { apiPost } from '@/client/lib/api-client';
import { importColumnsOf, importedBody } from '@/client/lib/records/field-views';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';

type SchoolRow = Schemas['SchoolCreate'];

/** The columns of a school list: the form's fields, the enrolment a column per disability and sex (as the export writes them). */
export const SCHOOL_IMPORT_COLUMNS = importColumnsOf(SCHOOL_FIELDS);

/** A school's body from a row's values: the palika importing, each disability's children in one entry. */
export const schoolImportKind = (palikaId: number): ImportKind<SchoolRow> => ({
  prefix: 'school',
  columns: SCHOOL_IMPORT_COLUMNS,
  bodyOf: (values) =>
    ({
      ...importedBody(SCHOOL_FIELDS, values),
      cwdEnrolled: enrolmentRows((type, sex) => Number(values[`cwdEnrolled.${type}.${sex}`] ?? 0)),
      palikaId,
    }) as SchoolRow,
  send: (rows, dryRun) => apiPost('/api/palika/schools/import', { body: { rows, dryRun } }),
});
