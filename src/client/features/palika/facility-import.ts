import { apiPost } from '@/client/lib/api-client';
import {
  type ImportColumn,
  choiceColumn,
  choicesColumn,
  numberColumn,
  textColumn,
} from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';

type FacilityRow = Schemas['HealthFacilityCreate'];
const label = (field: string) => `facility.field.${field}`;

/** The columns of a health facility list: the form's fields, as the export writes them. */
export const FACILITY_IMPORT_COLUMNS: ImportColumn[] = [
  textColumn('nameNe', label('nameNe'), true),
  textColumn('nameEn', label('nameEn'), true),
  choiceColumn('facilityType', label('facilityType'), {
    list: 'facilityType',
    codes: FACILITY_TYPES,
    required: true,
  }),
  choiceColumn('ownership', label('ownership'), {
    list: 'ownership',
    codes: OWNERSHIPS,
    required: true,
  }),
  choiceColumn('operationalStatus', label('operationalStatus'), {
    list: 'operationalStatus',
    codes: OPERATIONAL_STATUSES,
    required: true,
  }),
  textColumn('hmisCode', label('hmisCode')),
  textColumn('dhis2Uid', label('dhis2Uid')),
  numberColumn('wardNo', label('wardNo'), { required: true }),
  textColumn('catchmentWards', label('catchmentWards')),
  numberColumn('latitude', label('latitude'), { decimal: true }),
  numberColumn('longitude', label('longitude'), { decimal: true }),
  textColumn('inChargeName', label('inChargeName')),
  textColumn('inChargePhone', label('inChargePhone')),
  textColumn('email', label('email')),
  choicesColumn('services', label('services'), {
    list: 'facilityService',
    codes: FACILITY_SERVICES,
  }),
  numberColumn('beds', label('beds')),
  choiceColumn('insuranceFirstPoint', label('insuranceFirstPoint'), {
    list: 'yesNo',
    codes: ['true', 'false'],
  }),
];

/** Wards written "2, 3, 4" (either script); anything else is sent as written, for the server to name. */
const wardsOf = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((ward) => Number(toLatinDigits(ward)))
    : [];

/** A facility's body from a row's values, for the palika importing. */
export function facilityImportKind(palikaId: number): ImportKind<FacilityRow> {
  return {
    prefix: 'facility',
    columns: FACILITY_IMPORT_COLUMNS,
    bodyOf: (values) =>
      ({
        ...values,
        services: values.services ?? [],
        catchmentWards: wardsOf(values.catchmentWards),
        insuranceFirstPoint:
          values.insuranceFirstPoint === null || values.insuranceFirstPoint === undefined
            ? null
            : values.insuranceFirstPoint === 'true',
        _id: crypto.randomUUID(),
        palikaId,
      }) as FacilityRow,
    send: (rows, dryRun) =>
      apiPost('/api/palika/health-facilities/import', { body: { rows, dryRun } }),
  };
}
