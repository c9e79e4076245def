import { SeverityBadge } from '@/client/features/pwd/components/card-colour';
import type { ExportColumn } from '@/client/lib/records/column-export';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import type { Locale } from '@/shared/locale';
import { CARD_COLOURS, WG_DOMAINS } from '@/shared/pwd/enums';

type Profile = Schemas['Profile'];

const nameOf = (place: { name: string; nameNe: string }, locale: Locale) =>
  locale === 'np' ? place.nameNe : place.name;

/** A date the export writes in Bikram Sambat, in the reader's language. */
const bsColumn = (field: 'registrationDate' | 'dob' | 'cardIssueDate'): ExportColumn<Profile>[] => [
  [`pwd.field.${field}`, (p, _, l) => (p[field] ? formatBsDate(p[field], l) : null)],
];

/**
 * A person's fields (DOMAIN.md §7.1), read as the contract describes them unless told here: the
 * lists named otherwise, the fields the server works out (age, card colour, the WG-SS result),
 * and the school, FCHV and place shown by name. The details and the export name theirs in their
 * own order.
 */
export const PWD_FIELDS = fieldTable<Profile>('ProfileUpdate', 'pwd', [
  { field: 'registrationNo' },
  { field: 'registrationDate', export: bsColumn('registrationDate') },
  { field: 'registeredByRole', list: 'registeredBy' },
  {
    field: 'registeredByFchvId',
    details: (p) => p.registeredByFchv?.nameNe ?? '—',
    export: [['pwd.field.registeredByFchvId', (p) => p.registeredByFchv?.nameNe ?? null]],
  },
  { field: 'dob', export: bsColumn('dob') },
  { field: 'age', description: { type: 'integer' } },
  { field: 'casteEthnicityCode', list: 'caste' },
  { field: 'maritalStatus', list: 'marital' },
  { field: 'guardianRelation', list: 'relation' },
  // Ids, read as stored (a history names them).
  { field: 'citizenshipDistrictId', description: { type: 'string' } },
  {
    field: 'palikaId',
    description: { type: 'string' },
    export: [
      ['pwd.field.province', (p, _, l) => nameOf(p.places.province, l)],
      ['pwd.field.district', (p, _, l) => nameOf(p.places.district, l)],
      ['pwd.field.palika', (p, _, l) => nameOf(p.places.palika, l)],
    ],
  },
  { field: 'disabilityTypes', list: 'disabilityType' },
  { field: 'primaryDisabilityType', list: 'disabilityType' },
  { field: 'disabilitySubtypes', list: 'subtype' },
  {
    field: 'severityClass',
    list: 'severity',
    details: (p) => <SeverityBadge severityClass={p.severityClass} />,
  },
  { field: 'cardIssueDate', export: bsColumn('cardIssueDate') },
  {
    field: 'cardColour',
    description: { type: 'string', codes: Object.values(CARD_COLOURS) },
  },
  ...WG_DOMAINS.map((field) => ({
    field,
    list: 'wgAnswer',
    description: { codes: ['1', '2', '3', '4'] },
  })),
  { field: 'wgDisability', description: { type: 'boolean' } },
  { field: 'ssaReceiving', list: 'yesNo' },
  { field: 'ssaSinceFy', show: 'digits' },
  { field: 'healthInsuranceStatus', list: 'insurance' },
  { field: 'educationStatus', list: 'education' },
  {
    field: 'schoolId',
    details: ({ school }, _, locale) =>
      (school && (locale === 'np' ? school.nameNe : (school.nameEn ?? school.nameNe))) ?? '—',
    export: [['pwd.field.schoolId', (p) => p.school?.nameNe ?? null]],
  },
  { field: 'livelihoodStatus', list: 'livelihood' },
  { field: 'status', list: 'profileStatus' },
]);
