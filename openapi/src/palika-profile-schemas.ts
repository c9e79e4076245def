import { ECOLOGICAL_BELTS, POPULATION_SOURCES } from '@/shared/palika/enums';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  isoDate,
  type JsonSchema,
  listSchemas,
  nullable,
  object,
  optionalCount,
  optionalText,
  recordMeta,
  ref,
  string,
  placeFilterParameters,
} from './schema-helpers';

const CBRF = object(
  {
    name: string({ minLength: 1, maxLength: 150 }),
    phone: optionalText(20),
    appointedOn: nullable(isoDate()),
    trainingCompleted: nullable(boolean()),
    status: enumOf(['active', 'left']),
  },
  ['name', 'status'],
);

const PROFILE_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1, description: 'Its palika: read, not changed' }),
  headquarters: optionalText(150),
  areaSqKm: nullable({ type: 'number', exclusiveMinimum: 0, maximum: 100000 }),
  populationTotal: optionalCount(10_000_000),
  populationMale: optionalCount(10_000_000),
  populationFemale: optionalCount(10_000_000),
  populationOther: optionalCount(10_000_000),
  populationSource: nullable(enumOf(POPULATION_SOURCES)),
  populationYear: nullable(integer({ minimum: 2000, maximum: 2100, description: 'BS year' })),
  households: optionalCount(10_000_000),
  pwdCensusCount: {
    ...optionalCount(10_000_000),
    description: 'Persons with disabilities the census counted: the coverage denominator',
  },
  website: optionalText(200),
  email: optionalText(120),
  phone: optionalText(20),
  chiefName: { ...optionalText(100), description: 'Mayor or chair (प्रमुख / अध्यक्ष)' },
  deputyName: {
    ...optionalText(100),
    description: 'Deputy mayor or vice-chair: coordinates the disability coordination committee',
  },
  caoName: { ...optionalText(100), description: 'Chief administrative officer' },
  focalPersonName: { ...optionalText(100), description: 'Disability focal person' },
  focalPersonPhone: optionalText(20),
  committeeFormedOn: {
    ...nullable(isoDate()),
    description: 'When the disability coordination committee was formed',
  },
  idCardProcedureOn: {
    ...nullable(isoDate()),
    description: 'When the palika adopted its disability ID-card procedure (कार्यविधि)',
  },
  ecologicalBelt: nullable(enumOf(ECOLOGICAL_BELTS)),
  cbrfs: arrayOf(CBRF, { maxItems: 50, description: 'CBR facilitators the palika appointed' }),
};

/** Palika profiles (DOMAIN.md §7.11): one per palika, made with it; names and codes are the geography's. */
export const palikaProfileSchemas: Record<string, JsonSchema> = {
  PalikaProfileUpdate: object({ version: integer({ minimum: 1 }), ...PROFILE_FIELDS }, [
    'version',
    'palikaId',
  ]),
  PalikaProfile: object({
    _id: string({ format: 'uuid' }),
    ...PROFILE_FIELDS,
    code: nullable(string({ description: 'The local-government code (LG code)' })),
    nameEn: string(),
    nameNe: string(),
    palikaType: enumOf(['metropolitan', 'sub_metropolitan', 'municipality', 'rural_municipality']),
    wardCount: integer(),
    province: ref('Place'),
    currentBatch: nullable(
      object(
        { _id: string({ format: 'uuid' }), code: string(), nameEn: string(), nameNe: string() },
        ['_id', 'code', 'nameEn', 'nameNe'],
      ),
    ),
    wardsFilled: integer({ description: 'Its ward profiles filled in' }),
    filled: boolean({ description: 'Whether anyone has filled it in yet' }),
    palika: ref('Place'),
    district: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('PalikaProfile'),
};

export const palikaProfileFilterParameters = [
  ...placeFilterParameters({ ward: false }),
  {
    name: 'search',
    in: 'query',
    schema: string({ maxLength: 100, description: 'Name or LG code' }),
  },
  {
    name: 'filled',
    in: 'query',
    schema: boolean({ description: 'Only palikas filled in (true) or not yet (false)' }),
  },
  {
    name: 'inBatch',
    in: 'query',
    schema: boolean({ description: 'Only palikas in a running batch (true) or not (false)' }),
  },
  { name: 'ecologicalBelt', in: 'query', schema: enumOf(ECOLOGICAL_BELTS) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
