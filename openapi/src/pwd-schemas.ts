import {
  CARD_STATUSES,
  CASTE_ETHNICITY_CODES,
  CAUSES,
  CONSENT_BY,
  DISABILITY_SUBTYPES,
  DISABILITY_TYPES,
  EDUCATION_STATUSES,
  GENDERS,
  GUARDIAN_RELATIONS,
  IDENTIFICATION_SOURCES,
  INSURANCE_STATUSES,
  LIVELIHOOD_STATUSES,
  MARITAL_STATUSES,
  ONSETS,
  PROFILE_STATUSES,
  REGISTERED_BY_ROLES,
  SEVERITY_CLASSES,
  WG_DOMAINS,
} from '@/shared/pwd/enums';
import { ID_CARD_ROWS } from '@/shared/reports/id-card-rows';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  nullable,
  object,
  ref,
  string,
  recordMeta,
  type JsonSchema,
  listSchemas,
  batchIdParameter,
  optionalText,
  lockableRecord,
} from './schema-helpers';

const date = (description?: string) =>
  string({ format: 'date', ...(description ? { description } : {}) });
const optionalEnum = (values: readonly string[]) => nullable(enumOf(values));
const wgAnswer = nullable(
  integer({ minimum: 1, maximum: 4, description: '1 no difficulty … 4 cannot do at all' }),
);

/** What the person entering a profile sets (DOMAIN.md §7.1); required fields first, the rest optional and nullable. */
const REQUIRED_FIELDS: Record<string, JsonSchema> = {
  registrationDate: date('AD; shown and entered in BS'),
  registeredByRole: enumOf(REGISTERED_BY_ROLES),
  nameNe: string({ minLength: 1, maxLength: 150, description: 'Devanagari' }),
  gender: enumOf(GENDERS),
  dob: date('Date of birth (AD); when only the age is known, an estimate with dobEstimated'),
  palikaId: integer({ minimum: 1, description: 'Permanent address palika, which issues the card' }),
  wardNo: integer({ minimum: 1, maximum: 40 }),
  disabilityTypes: arrayOf(enumOf(DISABILITY_TYPES), {
    minItems: 1,
    maxItems: 10,
    uniqueItems: true,
  }),
  primaryDisabilityType: enumOf(DISABILITY_TYPES),
  cardStatus: enumOf(CARD_STATUSES),
  status: enumOf(PROFILE_STATUSES),
  consentGiven: boolean(),
};

const OPTIONAL_FIELDS: Record<string, JsonSchema> = {
  identificationSource: optionalEnum(IDENTIFICATION_SOURCES),
  nameEn: optionalText(150),
  dobEstimated: boolean(),
  casteEthnicityCode: optionalEnum(CASTE_ETHNICITY_CODES),
  casteName: optionalText(60),
  maritalStatus: optionalEnum(MARITAL_STATUSES),
  fatherName: optionalText(150),
  motherName: optionalText(150),
  spouseName: optionalText(150),
  grandparentName: optionalText(150),
  guardianName: optionalText(150),
  guardianRelation: optionalEnum(GUARDIAN_RELATIONS),
  guardianPhone: optionalText(20),
  phone: optionalText(20),
  citizenshipNo: nullable(string({ maxLength: 25, pattern: '^[0-9०-९][0-9०-९/-]{0,24}$' })),
  citizenshipDistrictId: nullable(integer({ minimum: 1 })),
  citizenshipIssueDate: nullable(date()),
  nin: nullable(string({ maxLength: 20, pattern: '^[0-9०-९]+$' })),
  birthRegNo: optionalText(30),
  tole: optionalText(100),
  temporaryAddress: optionalText(300),
  disabilitySubtypes: arrayOf(enumOf(DISABILITY_SUBTYPES), { maxItems: 5, uniqueItems: true }),
  severityClass: optionalEnum(SEVERITY_CLASSES),
  onset: optionalEnum(ONSETS),
  cause: optionalEnum(CAUSES),
  ageAtOnset: nullable(integer({ minimum: 0, maximum: 120 })),
  ...Object.fromEntries(WG_DOMAINS.map((domain) => [domain, wgAnswer])),
  wgAssessedOn: nullable(date()),
  functionalNeeds: optionalText(1000),
  cardNo: optionalText(30),
  cardIssueDate: nullable(date()),
  ssaReceiving: nullable(boolean()),
  ssaSinceFy: nullable(integer({ minimum: 2060, maximum: 2100 })),
  healthInsuranceStatus: optionalEnum(INSURANCE_STATUSES),
  healthInsuranceNo: optionalText(30),
  educationStatus: optionalEnum(EDUCATION_STATUSES),
  schoolId: {
    ...nullable(string({ format: 'uuid' })),
    description: 'The school the person attends: a live school of the palika (issue 18 §3)',
  },
  registeredByFchvId: {
    ...nullable(string({ format: 'uuid' })),
    description: 'The FCHV who identified the person: a live FCHV of the palika',
  },
  livelihoodStatus: optionalEnum(LIVELIHOOD_STATUSES),
  shgMember: nullable(boolean()),
  opdMember: nullable(boolean()),
  carePlanExists: nullable(boolean()),
  carePlanDate: nullable(date()),
  statusDate: nullable(date()),
  consentDate: nullable(date()),
  consentBy: optionalEnum(CONSENT_BY),
};

/** Every field a profile input may carry, in the order of the form. */
export const PROFILE_INPUT_FIELDS = [
  ...Object.keys(REQUIRED_FIELDS),
  ...Object.keys(OPTIONAL_FIELDS),
];

const profileInput = (extra: Record<string, JsonSchema>, extraRequired: string[]) =>
  object({ ...extra, ...REQUIRED_FIELDS, ...OPTIONAL_FIELDS }, [
    ...extraRequired,
    ...Object.keys(REQUIRED_FIELDS),
  ]);

const placeNames = object({ palika: ref('Place'), district: ref('Place'), province: ref('Place') });

const listFilters = {
  search: string({ maxLength: 100 }),
  disabilityType: enumOf(DISABILITY_TYPES),
  severityClass: enumOf(SEVERITY_CLASSES),
  gender: enumOf(GENDERS),
  ageBand: enumOf(['0-4', '5-17', '18-59', '60+']),
  cardStatus: enumOf(CARD_STATUSES),
  status: enumOf(PROFILE_STATUSES),
  registeredFrom: date(),
  registeredTo: date(),
  cardHeld: boolean({
    description: 'Holds a disability ID card (issued, duplicate issued or upgraded)',
  }),
  servedFiscalYear: integer({
    minimum: 2060,
    maximum: 2100,
    description: 'Received at least one service in this fiscal year',
  }),
  servedTrimester: integer({
    minimum: 1,
    maximum: 3,
    description: 'With servedFiscalYear: in this four-month period',
  }),
  servedThroughTrimester: integer({
    minimum: 1,
    maximum: 3,
    description:
      'With servedFiscalYear: from the start of the year to the end of this four-month period',
  }),
  cardIssuedFrom: date('Holds a card issued on or after this day'),
  cardIssuedTo: date('Holds a card issued on or before this day'),
  cardRow: {
    ...enumOf(ID_CARD_ROWS),
    description:
      "In this row of the ID-card matrix: the primary type, visual and hearing split by sub-type (the official reports' drill)",
  },
  servedCategoryId: integer({
    minimum: 1,
    description: 'With servedFiscalYear: a service of this category or below it',
  }),
};

export const PROFILE_FILTER_NAMES = Object.keys(listFilters);

/**
 * In an open candidate pair with a live person of another palika (issue 40 §3): only that, never
 * who or where the other is; the national data-quality team decides.
 */
const duplicateCandidate = () =>
  boolean({
    description:
      'In an open candidate pair of the national duplicate check with another live person; the other is never named',
  });

export const pwdSchemas: Record<string, JsonSchema> = {
  ProfileCreate: profileInput(
    {
      _id: string({
        format: 'uuid',
        description: 'Made by the client: a retried save returns the first record',
      }),
    },
    ['_id'],
  ),
  ProfileUpdate: profileInput(
    { version: integer({ minimum: 1, description: 'The version the edit started from' }) },
    ['version'],
  ),
  Profile: lockableRecord({
    _id: string({ format: 'uuid' }),
    registrationNo: string(),
    fiscalYear: integer(),
    ...REQUIRED_FIELDS,
    ...OPTIONAL_FIELDS,
    disabilitySubtypes: arrayOf(enumOf(DISABILITY_SUBTYPES)),
    dobEstimated: boolean(),
    age: integer(),
    cardColour: nullable(enumOf(['red', 'blue', 'yellow', 'white'])),
    wgDisability: nullable(boolean()),
    places: placeNames,
    school: nullable(
      object({ _id: string({ format: 'uuid' }), nameNe: string(), nameEn: nullable(string()) }),
    ),
    registeredByFchv: nullable(object({ _id: string({ format: 'uuid' }), nameNe: string() })),
    duplicateCandidate: duplicateCandidate(),
    ...recordMeta(),
  }),
  ProfileSummary: lockableRecord({
    _id: string({ format: 'uuid' }),
    registrationNo: string(),
    nameNe: string(),
    nameEn: nullable(string()),
    gender: enumOf(GENDERS),
    age: integer(),
    palika: ref('Place'),
    wardNo: integer(),
    primaryDisabilityType: enumOf(DISABILITY_TYPES),
    severityClass: nullable(enumOf(SEVERITY_CLASSES)),
    cardStatus: enumOf(CARD_STATUSES),
    cardNo: nullable(string()),
    status: enumOf(PROFILE_STATUSES),
    registrationDate: date(),
    deletedAt: nullable(string({ format: 'date-time' })),
    duplicateCandidate: duplicateCandidate(),
  }),
  ...listSchemas('Profile', { item: 'ProfileSummary' }),
  DuplicateCheck: object(
    {
      excludeId: string({ format: 'uuid' }),
      nameNe: string({ maxLength: 150 }),
      nameEn: optionalText(150),
      dob: nullable(date()),
      fatherName: optionalText(150),
      motherName: optionalText(150),
      palikaId: nullable(integer({ minimum: 1 })),
      wardNo: nullable(integer({ minimum: 1, maximum: 40 })),
      citizenshipNo: optionalText(25),
      citizenshipDistrictId: nullable(integer({ minimum: 1 })),
      nin: optionalText(20),
      cardNo: optionalText(30),
    },
    [],
  ),
  DuplicateMatch: object({
    profile: ref('ProfileSummary'),
    reasons: arrayOf(enumOf(['citizenship', 'nin', 'card', 'nameDobParentWard'])),
  }),
  DuplicateList: object({ items: arrayOf(ref('DuplicateMatch')) }),
  DeleteRequest: object({
    reason: string({ minLength: 3, maxLength: 300 }),
    version: integer({ minimum: 1 }),
  }),
};

/** The filters of a profile list and its export (paging comes from the record contract). */
export const profileFilterParameters = [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'wardId', in: 'query', schema: integer({ minimum: 1 }) },
  batchIdParameter,
  ...Object.entries(listFilters).map(([name, schema]) => ({ name, in: 'query', schema })),
  { name: 'deleted', in: 'query', schema: boolean() },
];
