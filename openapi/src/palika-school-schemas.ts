import {
  INSTITUTIONAL_FORMS,
  RELIGIOUS_SCHOOL_KINDS,
  SCHOOL_ACCESSIBILITY,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SPECIAL_EDUCATION_SETUPS,
} from '@/shared/palika/enums';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
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
  optionalCount,
  optionalText,
  recordMeta,
  ref,
  string,
  placeFilterParameters,
} from './schema-helpers';

const count = () => integer({ minimum: 0, maximum: 100000 });

const ENROLMENT = object(
  {
    disabilityType: enumOf(DISABILITY_TYPES),
    female: count(),
    male: count(),
    other: count(),
  },
  ['disabilityType', 'female', 'male', 'other'],
);

const SCHOOL_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1 }),
  wardNo: integer({ minimum: 1, maximum: 40 }),
  iemisCode: string({
    minLength: 1,
    maxLength: 20,
    description: "The school's IEMIS code; unique among live schools",
  }),
  nameNe: string({ minLength: 1, maxLength: 150 }),
  nameEn: optionalText(150),
  schoolType: enumOf(SCHOOL_TYPES),
  institutionalForm: {
    ...nullable(enumOf(INSTITUTIONAL_FORMS)),
    description: 'Institutional schools only',
  },
  religiousKind: {
    ...nullable(enumOf(RELIGIOUS_SCHOOL_KINDS)),
    description: 'Religious schools only',
  },
  levels: arrayOf(enumOf(SCHOOL_LEVELS), { uniqueItems: true, minItems: 1 }),
  specialEducation: nullable(enumOf(SPECIAL_EDUCATION_SETUPS)),
  resourceClassTypes: arrayOf(enumOf(DISABILITY_TYPES), {
    uniqueItems: true,
    description: 'The disabilities a resource class or special school teaches',
  }),
  accessibility: arrayOf(enumOf(SCHOOL_ACCESSIBILITY), { uniqueItems: true }),
  headTeacherName: optionalText(100),
  headTeacherPhone: optionalText(20),
  smcChairName: { ...optionalText(100), description: 'Chair of the school management committee' },
  smcChairPhone: { ...optionalText(20), description: "The committee chair's mobile phone" },
  studentsFemale: optionalCount(),
  studentsMale: optionalCount(),
  studentsOther: optionalCount(),
  cwdEnrolled: arrayOf(ENROLMENT, {
    maxItems: DISABILITY_TYPES.length,
    description: 'Children with disabilities enrolled: a row a disability, by sex',
  }),
  teachersTrainedInclusive: optionalCount(),
  academicYearBs: integer({
    minimum: 2070,
    maximum: 2100,
    description: 'The academic year (Bikram Sambat, from Baisakh) the figures are of',
  }),
  latitude: nullable({ type: 'number', minimum: -90, maximum: 90 }),
  longitude: nullable({ type: 'number', minimum: -180, maximum: 180 }),
};
const REQUIRED = [
  'palikaId',
  'wardNo',
  'iemisCode',
  'nameNe',
  'schoolType',
  'levels',
  'academicYearBs',
];
const schoolInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...SCHOOL_FIELDS }, [...Object.keys(extra), ...REQUIRED]);

/** Schools (DOMAIN.md §7.9): a palika's schools and how they take children with disabilities. */
export const schoolSchemas: Record<string, JsonSchema> = {
  SchoolCreate: schoolInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first',
    }),
  }),
  SchoolUpdate: schoolInput({ version: integer({ minimum: 1 }) }),
  School: object({
    _id: string({ format: 'uuid' }),
    ...SCHOOL_FIELDS,
    palika: ref('Place'),
    district: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('School'),
  ...importSchemas('School'),
};

export const schoolFilterParameters = [
  ...placeFilterParameters(),
  {
    name: 'search',
    in: 'query',
    schema: string({ maxLength: 100, description: 'Name or IEMIS code' }),
  },
  { name: 'schoolType', in: 'query', schema: enumOf(SCHOOL_TYPES) },
  { name: 'level', in: 'query', schema: enumOf(SCHOOL_LEVELS) },
  { name: 'specialEducation', in: 'query', schema: enumOf(SPECIAL_EDUCATION_SETUPS) },
  { name: 'accessibility', in: 'query', schema: enumOf(SCHOOL_ACCESSIBILITY) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
