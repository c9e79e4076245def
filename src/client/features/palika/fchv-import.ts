import { apiGet, apiPost } from '@/client/lib/api-client';
import {
  type ImportColumn,
  choiceColumn,
  dateColumn,
  numberColumn,
  textColumn,
} from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { AREA_TYPES, EDUCATION_LEVELS, FCHV_STATUSES } from '@/shared/palika/enums';
import { CASTE_ETHNICITY_CODES, MARITAL_STATUSES } from '@/shared/pwd/enums';

type FchvRow = Schemas['FchvCreate'];
const label = (field: string) => `fchv.field.${field}`;
const YES_NO = { list: 'yesNo', codes: ['true', 'false'] };
const yesNo = (field: string, required = false) =>
  choiceColumn(field, label(field), { ...YES_NO, required });

/** The columns of an FCHV list: the form's fields (dates in BS), her facility by HMIS code or name. */
export const FCHV_IMPORT_COLUMNS: ImportColumn[] = [
  textColumn('nameNe', label('nameNe'), true),
  textColumn('nameEn', label('nameEn')),
  textColumn('fchvCode', label('fchvCode')),
  numberColumn('wardNo', label('wardNo'), { required: true }),
  dateColumn('birthDate', 'fchv.import.birthDate', true),
  textColumn('phone', label('phone')),
  yesNo('hasSmartphone'),
  textColumn('citizenshipNo', label('citizenshipNo')),
  choiceColumn('casteEthnicityCode', label('casteEthnicityCode'), {
    list: 'caste',
    codes: CASTE_ETHNICITY_CODES,
  }),
  choiceColumn('education', label('education'), {
    list: 'educationLevel',
    codes: EDUCATION_LEVELS,
  }),
  choiceColumn('maritalStatus', label('maritalStatus'), {
    list: 'marital',
    codes: MARITAL_STATUSES,
  }),
  textColumn('supervisingFacilityId', 'fchv.import.facility', true),
  textColumn('catchmentToles', label('catchmentToles')),
  numberColumn('catchmentHouseholds', label('catchmentHouseholds')),
  textColumn('mothersGroupName', label('mothersGroupName')),
  numberColumn('mothersGroupMembers', label('mothersGroupMembers')),
  choiceColumn('areaType', label('areaType'), { list: 'areaType', codes: AREA_TYPES }),
  dateColumn('selectedOn', 'fchv.import.selectedOn'),
  numberColumn('appointmentYear', label('appointmentYear'), { required: true }),
  yesNo('basicTrainingCompleted', true),
  dateColumn('basicTrainingDate', 'fchv.import.basicTrainingDate'),
  yesNo('hasIdCard'),
  yesNo('hasKit'),
  choiceColumn('status', label('status'), {
    list: 'fchvStatus',
    codes: FCHV_STATUSES,
    required: true,
  }),
  dateColumn('statusDate', 'fchv.import.statusDate'),
];

/** An id no facility has: a facility not found is named by the server at its column. */
const NO_FACILITY = '00000000-0000-4000-8000-000000000000';
const norm = (text: string) => text.trim().toLowerCase();

/** The palika's live facilities by HMIS code and by name in either language, read once. */
async function facilitiesOf(palikaId: number) {
  const found = new Map<string, string>();
  for (let after: string | undefined; ;) {
    const chunk = await apiGet('/api/palika/health-facilities/export', {
      params: { query: { palikaId, after, limit: 2000 } },
    });
    for (const f of chunk.items)
      for (const key of [f.hmisCode, f.nameNe, f.nameEn]) if (key) found.set(norm(key), f._id);
    if (!chunk.next) return found;
    after = chunk.next;
  }
}

const yes = (value: unknown) => (value === null || value === undefined ? null : value === 'true');

/** An FCHV's body from a row's values, for the palika importing; her trainings are added on her form. */
export function fchvImportKind(palikaId: number): ImportKind<FchvRow> {
  let facilities: Promise<Map<string, string>> | undefined;
  return {
    prefix: 'fchv',
    columns: FCHV_IMPORT_COLUMNS,
    bodyOf: async (values) => {
      facilities ??= facilitiesOf(palikaId);
      const facility = (await facilities).get(norm(String(values.supervisingFacilityId ?? '')));
      return {
        ...values,
        hasSmartphone: yes(values.hasSmartphone),
        basicTrainingCompleted: values.basicTrainingCompleted === 'true',
        hasIdCard: yes(values.hasIdCard),
        hasKit: yes(values.hasKit),
        supervisingFacilityId: facility ?? NO_FACILITY,
        trainings: [],
        _id: crypto.randomUUID(),
        palikaId,
      } as unknown as FchvRow;
    },
    send: (rows, dryRun) => apiPost('/api/palika/fchvs/import', { body: { rows, dryRun } }),
  };
}
