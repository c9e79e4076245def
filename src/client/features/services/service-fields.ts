import { linkedRecordName } from '@/client/lib/linked-records';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';

type Service = Schemas['ServiceRecord'];

/** Held by the form or the record's own columns: no column of the export. */
const unexported = [
  'pwdId',
  'isGroup',
  'categoryId',
  'palikaId',
  'deviceSerial',
  'referralReason',
  'referralOutcomeDate',
  'attributes',
  'followUpDate',
].map((field) => ({ field, export: false as const }));

/** A service's fields in the order its export writes them: when, to whom, what, how much, where, by whom. */
export const SERVICE_FIELDS = fieldTable<Service>('ServiceRecordUpdate', 'services', [
  {
    field: 'serviceDate',
    export: [['services.field.serviceDate', (r, _, locale) => formatBsDate(r.serviceDate, locale)]],
  },
  {
    field: 'fiscalYear',
    export: [['services.fiscalYear', (r) => fiscalYearLabel(r.fiscalYear)]],
  },
  { field: 'trimester', label: 'services.trimester' },
  {
    field: 'person',
    export: [
      ['pwd.field.registrationNo', (r) => r.person?.registrationNo ?? null],
      ['pwd.field.nameNe', (r) => r.person?.nameNe ?? null],
      ['pwd.field.nameEn', (r) => r.person?.nameEn ?? null],
    ],
  },
  {
    field: 'category',
    export: [
      [
        'services.category',
        (r, _, locale) => (locale === 'np' ? r.category.pathNe : r.category.pathEn),
      ],
    ],
  },
  { field: 'assistiveDeviceType', list: 'device' },
  { field: 'referralFacility' },
  { field: 'referralStatus' },
  { field: 'quantity' },
  { field: 'unit' },
  { field: 'costNpr' },
  { field: 'fundingSource', list: 'funding' },
  { field: 'participantsFemale' },
  { field: 'participantsMale' },
  { field: 'participantsOther' },
  { field: 'participantsPwd' },
  {
    field: 'palika',
    export: [
      ['pwd.field.palika', (r, _, locale) => (locale === 'np' ? r.palika.nameNe : r.palika.name)],
    ],
  },
  { field: 'wardNo', label: 'pwd.field.wardNo' },
  { field: 'providerType', list: 'provider' },
  {
    field: 'providerId',
    export: [
      [
        'services.field.providerId',
        (r, intl, locale) => (r.provider ? linkedRecordName(intl, locale, r.provider) : null),
      ],
    ],
  },
  { field: 'providerName' },
  { field: 'notes' },
  ...unexported,
]);
