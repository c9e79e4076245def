import { AGE_BANDS, DISABILITY_TYPES, GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import {
  AGE_BAND_PATTERN,
  AGGREGATIONS,
  ATTRIBUTE_OWNERS,
  ATTRIBUTE_TYPES,
  DEVICE_TYPES,
  FUNDING_SOURCES,
  PROVIDER_TYPES,
  RECORD_KINDS,
  REF_KINDS,
  REFERRAL_STATUSES,
  UNITS,
} from '@/shared/services/enums';
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
  optionalText,
  isoDate,
  optionalCount,
  throughTrimesterParameter,
  batchIdParameter,
  lockableRecord,
} from './schema-helpers';

const fiscalYear = (extra: JsonSchema = {}) => integer({ minimum: 2060, maximum: 2100, ...extra });

const CATEGORY_FIELDS = {
  code: string({ minLength: 2, maxLength: 40, pattern: '^[A-Z][A-Z0-9_]*(\\.[A-Z0-9_]+)*$' }),
  parentId: nullable(integer({ minimum: 1 })),
  nameEn: string({ minLength: 1, maxLength: 150 }),
  nameNe: string({ minLength: 1, maxLength: 150 }),
  defaultUnit: enumOf(UNITS),
  isIndividual: boolean(),
  isGroup: boolean(),
  recordKind: enumOf(RECORD_KINDS),
  requiresCard: boolean(),
  eligibleSeverity: arrayOf(enumOf(SEVERITY_CLASSES), { uniqueItems: true }),
  eligibleTypes: arrayOf(enumOf(DISABILITY_TYPES), { uniqueItems: true }),
  sortOrder: integer({ minimum: 0, maximum: 10000 }),
  activeFromFy: fiscalYear(),
  activeToFy: nullable(fiscalYear()),
  attributeIds: arrayOf(integer({ minimum: 1 }), { uniqueItems: true, maxItems: 30 }),
};

const ATTRIBUTE_FIELDS = {
  code: string({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9_]*$' }),
  labelEn: string({ minLength: 1, maxLength: 150 }),
  labelNe: string({ minLength: 1, maxLength: 150 }),
  dataType: enumOf(ATTRIBUTE_TYPES),
  options: arrayOf(
    object({
      code: string({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_]+$' }),
      labelEn: string({ minLength: 1, maxLength: 100 }),
      labelNe: string({ minLength: 1, maxLength: 100 }),
    }),
    { maxItems: 50 },
  ),
  min: nullable({ type: 'number' }),
  max: nullable({ type: 'number' }),
  maxLength: nullable(integer({ minimum: 1, maximum: 5000 })),
  required: boolean(),
  helpEn: optionalText(300),
  helpNe: optionalText(300),
  unit: nullable(enumOf(UNITS)),
  aggregation: { ...enumOf(AGGREGATIONS), description: 'How many records roll up into one figure' },
  disaggregation: nullable(
    object({
      sex: boolean(),
      ageBands: arrayOf(string({ pattern: AGE_BAND_PATTERN, maxLength: 7 }), {
        uniqueItems: true,
        maxItems: 8,
      }),
    }),
  ),
  refKind: nullable({ ...enumOf(REF_KINDS), description: 'What an org_ref attribute points at' }),
  appliesTo: arrayOf(enumOf(ATTRIBUTE_OWNERS), { uniqueItems: true, minItems: 1 }),
  activeFromFy: fiscalYear(),
  activeToFy: nullable(fiscalYear()),
  sortOrder: integer({ minimum: 0, maximum: 10000 }),
};

const TEMPLATE_FIELDS = {
  programme: string({ minLength: 1, maxLength: 200 }),
  parentId: nullable(integer({ minimum: 1 })),
  code: string({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
  nameEn: string({ minLength: 1, maxLength: 200 }),
  nameNe: string({ minLength: 1, maxLength: 200 }),
  unit: enumOf(UNITS),
  serviceCategoryId: nullable(integer({ minimum: 1 })),
  sortOrder: integer({ minimum: 0, maximum: 10000 }),
  activeFromFy: fiscalYear(),
  activeToFy: nullable(fiscalYear()),
  attributeIds: arrayOf(integer({ minimum: 1 }), { uniqueItems: true, maxItems: 30 }),
};

const RECORD_FIELDS: Record<string, JsonSchema> = {
  pwdId: nullable(string({ format: 'uuid' })),
  isGroup: boolean(),
  participantsMale: optionalCount(),
  participantsFemale: optionalCount(),
  participantsOther: optionalCount(),
  participantsPwd: optionalCount(),
  categoryId: integer({ minimum: 1 }),
  serviceDate: isoDate(),
  palikaId: integer({ minimum: 1 }),
  wardNo: integer({ minimum: 1, maximum: 40 }),
  providerType: enumOf(PROVIDER_TYPES),
  providerName: optionalText(150),
  providerId: {
    ...nullable(string({ format: 'uuid' })),
    description:
      'The ward, school, health facility or FCHV of the palika that gave it, when providerType is one of those kinds (issue 18 §3)',
  },
  quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1000000 },
  unit: enumOf(UNITS),
  costNpr: nullable({ type: 'number', minimum: 0, maximum: 100000000 }),
  fundingSource: nullable(enumOf(FUNDING_SOURCES)),
  assistiveDeviceType: nullable(enumOf(DEVICE_TYPES)),
  deviceSerial: optionalText(60),
  referralFacility: optionalText(150),
  referralReason: optionalText(500),
  referralStatus: nullable(enumOf(REFERRAL_STATUSES)),
  referralOutcomeDate: nullable(isoDate()),
  attributes: {
    type: 'object',
    additionalProperties: true,
    description: "Values of the category's attributes, keyed by attribute code",
  },
  followUpDate: nullable(isoDate()),
  notes: optionalText(1000),
};
const REQUIRED_RECORD_FIELDS = [
  'isGroup',
  'categoryId',
  'serviceDate',
  'palikaId',
  'wardNo',
  'providerType',
  'quantity',
  'unit',
];

const recordInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...RECORD_FIELDS }, [...Object.keys(extra), ...REQUIRED_RECORD_FIELDS]);

export const serviceSchemas: Record<string, JsonSchema> = {
  ServiceCategoryInput: object(CATEGORY_FIELDS),
  ServiceCategoryUpdate: object({ ...CATEGORY_FIELDS, version: integer({ minimum: 1 }) }),
  ServiceCategory: object({
    id: integer(),
    ...CATEGORY_FIELDS,
    level: integer({ minimum: 1, maximum: 4 }),
    isLeaf: boolean(),
    inUse: boolean({
      description: 'Service records use this category: it is closed, never deleted',
    }),
    version: integer(),
  }),
  CloseCategory: object({ fromFiscalYear: fiscalYear(), version: integer({ minimum: 1 }) }),
  AttributeInput: object(ATTRIBUTE_FIELDS),
  AttributeUpdate: object({ ...ATTRIBUTE_FIELDS, version: integer({ minimum: 1 }) }),
  AttributeDefinition: object({
    id: integer(),
    ...ATTRIBUTE_FIELDS,
    inUse: boolean({ description: 'Records hold values of it: it is closed, never deleted' }),
    version: integer(),
  }),
  ActivityTemplateInput: object(TEMPLATE_FIELDS),
  ActivityTemplateUpdate: object({ ...TEMPLATE_FIELDS, version: integer({ minimum: 1 }) }),
  ActivityTemplate: object({
    id: integer(),
    ...TEMPLATE_FIELDS,
    level: integer({ minimum: 1, maximum: 2 }),
    adoptions: integer({ description: 'Live palika activities adopted from it' }),
    version: integer(),
  }),
  ServiceCatalogue: object({
    categories: arrayOf(ref('ServiceCategory')),
    attributes: arrayOf(ref('AttributeDefinition')),
    templates: arrayOf(ref('ActivityTemplate')),
  }),
  ServiceRecordCreate: recordInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first record',
    }),
  }),
  ServiceRecordUpdate: recordInput({ version: integer({ minimum: 1 }) }),
  ServiceRecord: lockableRecord({
    _id: string({ format: 'uuid' }),
    ...RECORD_FIELDS,
    fiscalYear: integer(),
    trimester: integer({ minimum: 1, maximum: 3 }),
    provider: nullable(ref('LinkedRecord')),
    category: object({
      id: integer(),
      code: string(),
      nameEn: string(),
      nameNe: string(),
      pathEn: string(),
      pathNe: string(),
    }),
    person: nullable(
      object({
        _id: string({ format: 'uuid' }),
        registrationNo: string(),
        nameNe: string(),
        nameEn: nullable(string()),
        gender: enumOf(GENDERS),
      }),
    ),
    palika: ref('Place'),
    ...recordMeta(),
  }),
  ServiceTotals: object({
    records: integer(),
    persons: integer({ description: 'Distinct persons served (individual records)' }),
    quantity: { type: 'number' },
    costNpr: { type: 'number' },
    participants: integer({ description: 'Participants of group services' }),
  }),
  ...listSchemas('ServiceRecord', {
    totals: {
      ...nullable(ref('ServiceTotals')),
      description:
        'Totals of the filtered set; null when more records match than the list counts (the dashboards total any set)',
    },
  }),
};

export const serviceFilterParameters = [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'wardId', in: 'query', schema: integer({ minimum: 1 }) },
  batchIdParameter,
  { name: 'fiscalYear', in: 'query', schema: fiscalYear() },
  { name: 'trimester', in: 'query', schema: integer({ minimum: 1, maximum: 3 }) },
  throughTrimesterParameter,
  {
    name: 'categoryId',
    in: 'query',
    schema: integer({ minimum: 1, description: 'The category and everything below it' }),
  },
  { name: 'providerType', in: 'query', schema: enumOf(PROVIDER_TYPES) },
  { name: 'gender', in: 'query', schema: enumOf(GENDERS) },
  { name: 'disabilityType', in: 'query', schema: enumOf(DISABILITY_TYPES) },
  { name: 'severityClass', in: 'query', schema: enumOf(SEVERITY_CLASSES) },
  { name: 'ageBand', in: 'query', schema: enumOf(AGE_BANDS) },
  { name: 'fundingSource', in: 'query', schema: enumOf(FUNDING_SOURCES) },
  { name: 'deviceType', in: 'query', schema: enumOf(DEVICE_TYPES) },
  { name: 'referralStatus', in: 'query', schema: enumOf(REFERRAL_STATUSES) },
  { name: 'pwdId', in: 'query', schema: string({ format: 'uuid' }) },
  { name: 'isGroup', in: 'query', schema: boolean() },
  { name: 'deleted', in: 'query', schema: boolean() },
];
