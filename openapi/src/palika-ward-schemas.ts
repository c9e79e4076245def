import { ECOLOGICAL_BELTS, POPULATION_SOURCES } from '@/shared/palika/enums';
import {
  boolean,
  enumOf,
  integer,
  type JsonSchema,
  listSchemas,
  nullable,
  object,
  recordMeta,
  ref,
  string,
  optionalText,
  optionalCount,
  placeFilterParameters,
} from './schema-helpers';

const WARD_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1, description: 'Its palika: read, not changed' }),
  wardNo: integer({ minimum: 1, maximum: 40, description: 'Its number: read, not changed' }),
  nameNe: { ...optionalText(150), description: 'A name some wards keep (the former VDC)' },
  officeAddress: optionalText(200),
  officePhone: optionalText(20),
  officeEmail: optionalText(120),
  chairName: optionalText(100),
  chairPhone: optionalText(20),
  secretaryName: optionalText(100),
  secretaryPhone: optionalText(20),
  areaSqKm: nullable({ type: 'number', exclusiveMinimum: 0, maximum: 10000 }),
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
  tolesCount: optionalCount(10_000_000),
  ecologicalBelt: nullable(enumOf(ECOLOGICAL_BELTS)),
  dprpCommitteeFormed: nullable(boolean()),
  committeeFormedOn: nullable(string({ format: 'date' })),
};

/** Ward profiles (DOMAIN.md §7.8): one per ward, made with it, edited by its palika. */
export const wardSchemas: Record<string, JsonSchema> = {
  WardProfileUpdate: object({ version: integer({ minimum: 1 }), ...WARD_FIELDS }, [
    'version',
    'palikaId',
    'wardNo',
  ]),
  WardProfile: object({
    _id: string({ format: 'uuid' }),
    ...WARD_FIELDS,
    fchvCount: integer({ description: 'Live FCHVs of the ward' }),
    filled: boolean({ description: 'Whether anyone has filled it in yet' }),
    palika: ref('Place'),
    district: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('WardProfile'),
};

export const wardFilterParameters = [
  ...placeFilterParameters(),
  {
    name: 'filled',
    in: 'query',
    schema: boolean({ description: 'Only wards filled in (true) or not yet (false)' }),
  },
  { name: 'ecologicalBelt', in: 'query', schema: enumOf(ECOLOGICAL_BELTS) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
