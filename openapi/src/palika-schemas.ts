import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';
import { fchvSchemas } from './palika-fchv-schemas';
import { palikaProfileSchemas } from './palika-profile-schemas';
import { schoolSchemas } from './palika-school-schemas';
import { wardSchemas } from './palika-ward-schemas';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  nullable,
  object,
  recordMeta,
  ref,
  string,
  type JsonSchema,
  listSchemas,
  importSchemas,
  optionalText,
  placeFilterParameters,
} from './schema-helpers';

const ward = () => integer({ minimum: 1, maximum: 40 });

const FACILITY_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1 }),
  wardNo: ward(),
  hmisCode: {
    ...optionalText(30),
    description: 'The DHIS2 org-unit code of the HMIS; unique among live facilities when given',
  },
  dhis2Uid: { ...optionalText(11), description: 'DHIS2 uid: a letter and ten letters or digits' },
  nameNe: string({ minLength: 1, maxLength: 150 }),
  nameEn: string({ minLength: 1, maxLength: 150 }),
  facilityType: enumOf(FACILITY_TYPES),
  ownership: enumOf(OWNERSHIPS),
  inChargeName: optionalText(100),
  inChargePhone: optionalText(20),
  email: optionalText(120),
  beds: { ...nullable(integer({ minimum: 0, maximum: 5000 })), description: 'Hospitals only' },
  services: arrayOf(enumOf(FACILITY_SERVICES), { uniqueItems: true }),
  catchmentWards: arrayOf(ward(), { maxItems: 40, description: 'The wards it serves' }),
  insuranceFirstPoint: nullable(
    boolean({ description: 'A first service point of the health insurance' }),
  ),
  operationalStatus: enumOf(OPERATIONAL_STATUSES),
  latitude: nullable({ type: 'number', minimum: -90, maximum: 90 }),
  longitude: nullable({ type: 'number', minimum: -180, maximum: 180 }),
};
const facilityInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...FACILITY_FIELDS }, [
    ...Object.keys(extra),
    'palikaId',
    'wardNo',
    'nameNe',
    'nameEn',
    'facilityType',
    'ownership',
    'operationalStatus',
  ]);

/** A palika's profiles (issue 18): health facilities first. */
export const palikaSchemas: Record<string, JsonSchema> = {
  HealthFacilityCreate: facilityInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first',
    }),
  }),
  HealthFacilityUpdate: facilityInput({ version: integer({ minimum: 1 }) }),
  HealthFacility: object({
    _id: string({ format: 'uuid' }),
    ...FACILITY_FIELDS,
    fchvsSupervised: integer({ description: 'Live FCHVs it supervises' }),
    palika: ref('Place'),
    district: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('HealthFacility'),
  ...importSchemas('HealthFacility'),
  ...fchvSchemas,
  ...wardSchemas,
  ...schoolSchemas,
  ...palikaProfileSchemas,
};

export const facilityFilterParameters = [
  ...placeFilterParameters(),
  {
    name: 'search',
    in: 'query',
    schema: string({ maxLength: 100, description: 'Name or HMIS code' }),
  },
  { name: 'facilityType', in: 'query', schema: enumOf(FACILITY_TYPES) },
  { name: 'ownership', in: 'query', schema: enumOf(OWNERSHIPS) },
  { name: 'service', in: 'query', schema: enumOf(FACILITY_SERVICES) },
  { name: 'operationalStatus', in: 'query', schema: enumOf(OPERATIONAL_STATUSES) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
