import { ENROLMENT_SEXES, SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { apiPost } from '@/client/lib/api-client';
import { importColumnsOf } from '@/client/lib/records/field-views';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';

type SchoolRow = Schemas['SchoolCreate'];

/** The columns of a school list: the form's fields, the enrolment a column per disability and sex (as the export writes them). */
export const SCHOOL_IMPORT_COLUMNS = importColumnsOf(SCHOOL_FIELDS);

/** A school's body from a row's values: the palika importing, each disability's children in one entry. */
export function schoolImportKind(palikaId: number): ImportKind<SchoolRow> {
  return {
    prefix: 'school',
    columns: SCHOOL_IMPORT_COLUMNS,
    bodyOf: (values) => {
      const own = Object.entries(values).filter(([field]) => !field.startsWith('cwdEnrolled.'));
      const count = (type: string, sex: string) =>
        Number(values[`cwdEnrolled.${type}.${sex}`] ?? 0);
      const cwdEnrolled = DISABILITY_TYPES.map((disabilityType) => {
        const [female, male, other] = ENROLMENT_SEXES.map((sex) => count(disabilityType, sex));
        return { disabilityType, female, male, other };
      }).filter((row) => row.female + row.male + row.other > 0);
      return {
        ...Object.fromEntries(own),
        levels: (values.levels as SchoolRow['levels'] | undefined) ?? [],
        resourceClassTypes: (values.resourceClassTypes as SchoolRow['resourceClassTypes']) ?? [],
        accessibility: (values.accessibility as SchoolRow['accessibility']) ?? [],
        cwdEnrolled,
        _id: crypto.randomUUID(),
        palikaId,
      } as SchoolRow;
    },
    send: (rows, dryRun) => apiPost('/api/palika/schools/import', { body: { rows, dryRun } }),
  };
}
