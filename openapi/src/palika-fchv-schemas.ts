import {
  AREA_TYPES,
  EDUCATION_LEVELS,
  FCHV_STATUSES,
  FCHV_TRAINING_TYPES,
} from '@/shared/palika/enums';
import { CASTE_ETHNICITY_CODES, MARITAL_STATUSES } from '@/shared/pwd/enums';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  type JsonSchema,
  listSchemas,
  importSchemas,
  nullable,
  object,
  recordMeta,
  ref,
  string,
  optionalText,
  isoDate,
  optionalCount,
  placeFilterParameters,
} from './schema-helpers';

const yesNo = () => nullable(boolean());

const TRAINING = object(
  {
    trainingType: enumOf(FCHV_TRAINING_TYPES),
    date: isoDate(),
    days: nullable(integer({ minimum: 1, maximum: 90 })),
    organiser: optionalText(150),
    cohort: { ...optionalText(60), description: 'The training batch she was trained in, if any' },
  },
  ['trainingType', 'date'],
);

const FCHV_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1 }),
  wardNo: integer({ minimum: 1, maximum: 40 }),
  fchvCode: {
    ...optionalText(30),
    description: 'HMIS or palika register number; unique in the palika',
  },
  nameNe: string({ minLength: 1, maxLength: 150 }),
  nameEn: optionalText(150),
  birthDate: { ...isoDate(), description: 'Retirement falls on her 60th birthday' },
  phone: optionalText(20),
  hasSmartphone: yesNo(),
  citizenshipNo: optionalText(40),
  casteEthnicityCode: nullable(enumOf(CASTE_ETHNICITY_CODES)),
  education: nullable(enumOf(EDUCATION_LEVELS)),
  maritalStatus: nullable(enumOf(MARITAL_STATUSES)),
  catchmentToles: optionalText(300),
  catchmentHouseholds: optionalCount(),
  supervisingFacilityId: string({
    format: 'uuid',
    description: 'A live health facility of her palika',
  }),
  mothersGroupName: optionalText(150),
  mothersGroupMembers: optionalCount(),
  areaType: nullable(enumOf(AREA_TYPES)),
  selectedOn: nullable(isoDate()),
  appointmentYear: integer({ minimum: 2045, maximum: 2100, description: 'Bikram Sambat year' }),
  basicTrainingCompleted: boolean(),
  basicTrainingDate: nullable(isoDate()),
  hasIdCard: yesNo(),
  hasKit: yesNo(),
  trainings: arrayOf(TRAINING, { maxItems: 50 }),
  status: enumOf(FCHV_STATUSES),
  statusDate: nullable(isoDate()),
  userId: nullable(
    string({
      format: 'uuid',
      description: 'Her own account: a member of a group account of her palika (decision 0024)',
    }),
  ),
};
const REQUIRED = [
  'palikaId',
  'wardNo',
  'nameNe',
  'birthDate',
  'supervisingFacilityId',
  'appointmentYear',
  'basicTrainingCompleted',
  'trainings',
  'status',
];
const fchvInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...FCHV_FIELDS }, [...Object.keys(extra), ...REQUIRED]);
const named = (extra: Record<string, JsonSchema> = {}) =>
  object({ _id: string({ format: 'uuid' }), ...extra }, ['_id', ...Object.keys(extra)]);

/** FCHVs (DOMAIN.md §7.7): a palika's female community health volunteers. */
export const fchvSchemas: Record<string, JsonSchema> = {
  FchvCreate: fchvInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first',
    }),
  }),
  FchvUpdate: fchvInput({ version: integer({ minimum: 1 }) }),
  Fchv: object({
    _id: string({ format: 'uuid' }),
    ...FCHV_FIELDS,
    age: integer({ description: 'Whole years today' }),
    retirementDate: isoDate(),
    retirement: {
      ...nullable(enumOf(['due', 'past'])),
      description: 'An active FCHV due to retire within a year, or past 60',
    },
    supervisingFacility: named({ nameNe: string(), nameEn: string() }),
    user: nullable(named({ username: string() })),
    palika: ref('Place'),
    district: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('Fchv'),
  ...importSchemas('Fchv'),
};

export const fchvFilterParameters = [
  ...placeFilterParameters(),
  { name: 'search', in: 'query', schema: string({ maxLength: 100, description: 'Name or code' }) },
  { name: 'status', in: 'query', schema: enumOf(FCHV_STATUSES) },
  { name: 'supervisingFacilityId', in: 'query', schema: string({ format: 'uuid' }) },
  { name: 'trainingType', in: 'query', schema: enumOf(FCHV_TRAINING_TYPES) },
  {
    name: 'retirement',
    in: 'query',
    schema: enumOf(['due', 'past']),
    description: 'Active FCHVs due to retire within a year, or past 60',
  },
  { name: 'deleted', in: 'query', schema: boolean() },
];
