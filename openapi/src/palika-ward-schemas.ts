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
} from './schema-helpers';

const text = (maxLength: number) => nullable(string({ maxLength }));
const count = () => nullable(integer({ minimum: 0, maximum: 10_000_000 }));

const WARD_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1, description: 'Its palika: read, not changed' }),
  wardNo: integer({ minimum: 1, maximum: 40, description: 'Its number: read, not changed' }),
  nameNe: { ...text(150), description: 'A name some wards keep (the former VDC)' },
  officeAddress: text(200),
  officePhone: text(20),
  officeEmail: text(120),
  chairName: text(100),
  chairPhone: text(20),
  secretaryName: text(100),
  secretaryPhone: text(20),
  areaSqKm: nullable({ type: 'number', exclusiveMinimum: 0, maximum: 10000 }),
  populationTotal: count(),
  populationMale: count(),
  populationFemale: count(),
  populationOther: count(),
  populationSource: nullable(enumOf(POPULATION_SOURCES)),
  populationYear: nullable(integer({ minimum: 2000, maximum: 2100, description: 'BS year' })),
  households: count(),
  pwdCensusCount: {
    ...count(),
    description: 'Persons with disabilities the census counted: the coverage denominator',
  },
  tolesCount: count(),
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
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'wardNo', in: 'query', schema: integer({ minimum: 1, maximum: 40 }) },
  {
    name: 'filled',
    in: 'query',
    schema: boolean({ description: 'Only wards filled in (true) or not yet (false)' }),
  },
  { name: 'ecologicalBelt', in: 'query', schema: enumOf(ECOLOGICAL_BELTS) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
