import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { apiPost } from '@/client/lib/api-client';
import { importColumnsOf, importedBody } from '@/client/lib/records/field-views';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';

type FacilityRow = Schemas['HealthFacilityCreate'];

/** The columns of a health facility list: the form's fields, as the export writes them. */
export const FACILITY_IMPORT_COLUMNS = importColumnsOf(FACILITY_FIELDS);

/** Wards written "2, 3, 4" (either script); anything else is sent as written, for the server to name. */
const wardsOf = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((ward) => Number(toLatinDigits(ward)))
    : [];

/** A facility's body from a row's values, for the palika importing. */
export const facilityImportKind = (palikaId: number): ImportKind<FacilityRow> => ({
  prefix: 'facility',
  columns: FACILITY_IMPORT_COLUMNS,
  bodyOf: (values) =>
    ({
      ...importedBody(FACILITY_FIELDS, values),
      catchmentWards: wardsOf(values.catchmentWards),
      palikaId,
    }) as FacilityRow,
  send: (rows, dryRun) =>
    apiPost('/api/palika/health-facilities/import', { body: { rows, dryRun } }),
});
