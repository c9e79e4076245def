import { placeSpecs } from '@/client/features/palika/place-specs';
import { enumLabel } from '@/client/lib/enum-options';
import type { ExportColumn } from '@/client/lib/records/column-export';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';

type Fchv = Schemas['Fchv'];
type Key = keyof Fchv & string;

/** The export's cell of a coded field: its label, empty when none. */
const labelled = (field: Key, list: string = field): ExportColumn<Fchv>[] => [
  [`fchv.field.${field}`, (f, intl) => enumLabel(intl, list, f[field] as string | null)],
];
/** The export's cell of a yes/no field: 1 or 0, empty when not known. */
const oneOrZero = (field: Key): ExportColumn<Fchv>[] => [
  [`fchv.field.${field}`, (f) => (f[field] === null ? null : f[field] ? 1 : 0)],
];
const facilityName = (f: Fchv, locale: string) =>
  locale === 'np' ? f.supervisingFacility.nameNe : f.supervisingFacility.nameEn;

/**
 * An FCHV's fields in the order her export writes them (DOMAIN.md §7.7); her details and the
 * import's template ask some of them elsewhere (`after`). Her trainings are read below her facts.
 */
export const FCHV_FIELDS = fieldTable<Fchv>('FchvUpdate', 'fchv', [
  { field: 'nameNe', show: 'ne' },
  { field: 'nameEn' },
  { field: 'fchvCode', details: { after: 'citizenshipNo' } },
  {
    field: 'birthDate',
    importLabel: 'fchv.import.birthDate',
    details: (f, _, locale) =>
      `${formatBsDate(f.birthDate, locale)} (${formatNumber(f.age, locale)})`,
  },
  { field: 'age', label: 'fchv.column.age', details: false, import: false },
  {
    field: 'retirementDate',
    label: 'fchv.details.retirementDate',
    description: { type: 'string', format: 'date' },
    import: false,
  },
  { field: 'status', list: 'fchvStatus', import: { after: 'hasKit' } },
  { field: 'statusDate', importLabel: 'fchv.import.statusDate', import: { after: 'status' } },
  ...placeSpecs<Fchv>('fchv', { district: false }),
  { field: 'wardNo', import: { after: 'fchvCode' } },
  {
    field: 'supervisingFacilityId',
    importLabel: 'fchv.import.facility',
    details: (f, _, locale) => facilityName(f, locale),
    export: [['fchv.field.supervisingFacilityId', (f, _, locale) => facilityName(f, locale)]],
  },
  { field: 'catchmentToles' },
  { field: 'catchmentHouseholds' },
  { field: 'mothersGroupName' },
  { field: 'mothersGroupMembers' },
  { field: 'areaType', export: labelled('areaType') },
  { field: 'phone', import: { after: 'birthDate' } },
  {
    field: 'hasSmartphone',
    list: 'yesNo',
    export: oneOrZero('hasSmartphone'),
    import: { after: 'phone' },
  },
  {
    field: 'education',
    list: 'educationLevel',
    export: labelled('education', 'educationLevel'),
    import: { after: 'casteEthnicityCode' },
  },
  {
    field: 'maritalStatus',
    list: 'marital',
    export: labelled('maritalStatus', 'marital'),
    import: { after: 'education' },
  },
  {
    field: 'casteEthnicityCode',
    list: 'caste',
    export: labelled('casteEthnicityCode', 'caste'),
    import: { after: 'citizenshipNo' },
  },
  { field: 'citizenshipNo', export: false, import: { after: 'hasSmartphone' } },
  { field: 'selectedOn', importLabel: 'fchv.import.selectedOn' },
  { field: 'appointmentYear', show: 'digits' },
  { field: 'basicTrainingCompleted', list: 'yesNo', details: false, export: false },
  { field: 'basicTrainingDate', importLabel: 'fchv.import.basicTrainingDate' },
  { field: 'hasIdCard', list: 'yesNo', export: oneOrZero('hasIdCard') },
  { field: 'hasKit', list: 'yesNo', export: oneOrZero('hasKit') },
  {
    field: 'trainings',
    details: false,
    import: false,
    export: [
      [
        'fchv.section.trainings',
        (f, intl) =>
          f.trainings
            .map((t) => `${enumLabel(intl, 'fchvTraining', t.trainingType)} ${t.date}`)
            .join('; '),
      ],
    ],
  },
  { field: 'userId', details: (f) => f.user?.username, export: false, import: false },
]);
