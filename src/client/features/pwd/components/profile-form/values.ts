import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { toLatinDigits } from '@/shared/format/digits';
import { WG_DOMAINS } from '@/shared/pwd/enums';

export type ProfileInput = Omit<Schemas['ProfileUpdate'], 'version'>;

const TEXT = [
  'registrationDate',
  'registeredByRole',
  'identificationSource',
  'nameNe',
  'nameEn',
  'gender',
  'dob',
  'casteEthnicityCode',
  'casteName',
  'maritalStatus',
  'fatherName',
  'motherName',
  'spouseName',
  'grandparentName',
  'guardianName',
  'guardianRelation',
  'guardianPhone',
  'phone',
  'citizenshipNo',
  'citizenshipIssueDate',
  'nin',
  'birthRegNo',
  'tole',
  'temporaryAddress',
  'primaryDisabilityType',
  'severityClass',
  'onset',
  'cause',
  'wgAssessedOn',
  'functionalNeeds',
  'cardStatus',
  'cardNo',
  'cardIssueDate',
  'healthInsuranceStatus',
  'healthInsuranceNo',
  'educationStatus',
  'schoolId',
  'registeredByFchvId',
  'livelihoodStatus',
  'carePlanDate',
  'status',
  'statusDate',
  'consentDate',
  'consentBy',
] as const;
/** Typed as text (Latin or Devanagari digits), sent as numbers. */
const NUMBERS = [
  'wardNo',
  'ageAtOnset',
  'ssaSinceFy',
  'citizenshipDistrictId',
  ...WG_DOMAINS,
] as const;
/** Yes, no or not asked. */
const TRI_STATE = ['ssaReceiving', 'shgMember', 'opdMember', 'carePlanExists'] as const;

type TextField = (typeof TEXT)[number];
type NumberField = (typeof NUMBERS)[number];
type TriStateField = (typeof TRI_STATE)[number];

/** What the form holds: text as typed, '' for empty; the palika with its district and province for the picker. */
export type ProfileFormValues = Record<TextField | NumberField | TriStateField, string> & {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  disabilityTypes: string[];
  disabilitySubtypes: string[];
  dobEstimated: boolean;
  consentGiven: boolean;
};

export interface HomePlace {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
}

export function emptyProfileValues(home: HomePlace): ProfileFormValues {
  const values = Object.fromEntries(
    [...TEXT, ...NUMBERS, ...TRI_STATE].map((key) => [key, '']),
  ) as unknown as ProfileFormValues;
  return {
    ...values,
    ...home,
    registrationDate: toIsoDate(todayInNepal()),
    cardStatus: 'none',
    status: 'active',
    disabilityTypes: [],
    disabilitySubtypes: [],
    dobEstimated: false,
    consentGiven: false,
  };
}

export function profileValuesOf(profile: Schemas['Profile']): ProfileFormValues {
  const source = profile as unknown as Record<string, unknown>;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const values = Object.fromEntries(
    [...TEXT, ...NUMBERS, ...TRI_STATE].map((key) => [key, text(source[key])]),
  ) as unknown as ProfileFormValues;
  return {
    ...values,
    provinceId: profile.places.province._id,
    districtId: profile.places.district._id,
    palikaId: profile.palikaId,
    disabilityTypes: [...profile.disabilityTypes],
    disabilitySubtypes: [...profile.disabilitySubtypes],
    dobEstimated: profile.dobEstimated,
    consentGiven: profile.consentGiven,
  };
}

const numberOf = (text: string) => {
  const latin = toLatinDigits(text.trim());
  return /^\d+$/.test(latin) ? Number(latin) : null;
};

/** The API's body: empty text as null, numbers parsed, yes/no as booleans. Wrong text stays for the server to name. */
export function profileBodyOf(values: ProfileFormValues): ProfileInput {
  const body: Record<string, unknown> = {};
  for (const key of TEXT) body[key] = values[key].trim() === '' ? null : values[key].trim();
  for (const key of NUMBERS) body[key] = numberOf(values[key]);
  for (const key of TRI_STATE) body[key] = values[key] === '' ? null : values[key] === 'true';
  return {
    ...(body as unknown as ProfileInput),
    palikaId: values.palikaId as number,
    disabilityTypes: values.disabilityTypes as ProfileInput['disabilityTypes'],
    disabilitySubtypes: values.disabilitySubtypes as ProfileInput['disabilitySubtypes'],
    dobEstimated: values.dobEstimated,
    consentGiven: values.consentGiven,
  };
}
