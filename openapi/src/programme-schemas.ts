import {
  ACTIVITY_STATUSES,
  BATCH_STATUSES,
  BATCH_TYPES,
  COST_SHARERS,
  MEMBER_STATUSES,
  PHASES,
  RESPONSIBLE_ROLES,
  VENUE_TYPES,
} from '@/shared/programme/enums';
import { FUNDING_SOURCES, UNITS } from '@/shared/services/enums';
import {
  arrayOf,
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
  lockableRecord,
} from './schema-helpers';

const fiscalYear = () => integer({ minimum: 2060, maximum: 2100 });
const percent = () => ({ type: 'number', minimum: 0, maximum: 100 });

const MEMBER_FIELDS = {
  palikaId: integer({ minimum: 1 }),
  joinedOn: isoDate(),
  exitedOn: nullable(isoDate()),
  agreementNo: optionalText(60),
  agreementDate: nullable(isoDate()),
  status: enumOf(MEMBER_STATUSES),
};

const BATCH_FIELDS: Record<string, JsonSchema> = {
  code: string({ minLength: 2, maxLength: 20, description: 'Unique, e.g. KOSHI-DPRP-B2' }),
  nameEn: string({ minLength: 1, maxLength: 150 }),
  nameNe: string({ minLength: 1, maxLength: 150 }),
  batchType: enumOf(BATCH_TYPES),
  programmeName: string({ minLength: 1, maxLength: 200 }),
  provinceId: integer({ minimum: 1, maximum: 7 }),
  selectingAuthority: optionalText(200),
  callForProposalDate: nullable(isoDate()),
  entryFiscalYear: fiscalYear(),
  startDate: isoDate(),
  plannedEndDate: isoDate(),
  actualEndDate: nullable(isoDate()),
  phaseSchedule: arrayOf(
    object({ phase: enumOf(PHASES), months: integer({ minimum: 1, maximum: 120 }) }, ['phase']),
    { minItems: 1, maxItems: PHASES.length },
  ),
  costShare: object(Object.fromEntries(COST_SHARERS.map((who) => [who, percent()])), []),
  status: enumOf(BATCH_STATUSES),
  description: optionalText(2000),
  members: arrayOf(object(MEMBER_FIELDS, ['palikaId', 'joinedOn', 'status']), {
    maxItems: 200,
  }),
};
const REQUIRED = [
  'code',
  'nameEn',
  'nameNe',
  'batchType',
  'programmeName',
  'provinceId',
  'entryFiscalYear',
  'startDate',
  'plannedEndDate',
  'status',
  'members',
];
const batchInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...BATCH_FIELDS }, [...Object.keys(extra), ...REQUIRED]);

export const programmeSchemas: Record<string, JsonSchema> = {
  BatchCreate: batchInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first batch',
    }),
  }),
  BatchUpdate: batchInput({ version: integer({ minimum: 1 }) }),
  BatchMember: object({
    ...MEMBER_FIELDS,
    palika: ref('Place'),
    district: ref('Place'),
    phase: enumOf([...PHASES, 'not_started', 'exited']),
  }),
  Batch: object({
    _id: string({ format: 'uuid' }),
    ...BATCH_FIELDS,
    members: arrayOf(ref('BatchMember')),
    province: ref('Place'),
    memberCount: integer({ description: 'Members still in the batch (status active)' }),
    ...recordMeta(),
  }),
  ...listSchemas('Batch'),
};

export const batchFilterParameters = [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1, maximum: 7 }) },
  { name: 'programme', in: 'query', schema: string({ maxLength: 200 }) },
  { name: 'status', in: 'query', schema: enumOf(BATCH_STATUSES) },
  { name: 'entryFiscalYear', in: 'query', schema: fiscalYear() },
  { name: 'deleted', in: 'query', schema: { type: 'boolean' } },
];

const ACTIVITY_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1 }),
  fiscalYear: fiscalYear(),
  parentId: nullable(string({ format: 'uuid' })),
  levelReason: optionalText(500),
  sortOrder: integer({ minimum: 0, maximum: 10000 }),
  code: string({ minLength: 1, maxLength: 30 }),
  nameNe: string({ minLength: 1, maxLength: 200 }),
  nameEn: optionalText(200),
  serviceCategoryId: nullable(integer({ minimum: 1 })),
  responsibleRole: nullable(enumOf(RESPONSIBLE_ROLES)),
  venueType: nullable(enumOf(VENUE_TYPES)),
  venueId: {
    ...nullable(string({ format: 'uuid' })),
    description:
      'The ward, school, health facility or FCHV of the palika where it takes place, when venueType is one of those kinds',
  },
  venueName: optionalText(150),
  plannedStart: nullable(isoDate()),
  plannedEnd: nullable(isoDate()),
  actualStart: nullable(isoDate()),
  actualEnd: nullable(isoDate()),
  unit: enumOf(UNITS),
  budgetNpr: nullable({ type: 'number', minimum: 0, maximum: 10000000000 }),
  budgetHead: optionalText(100),
  fundingSource: nullable(enumOf(FUNDING_SOURCES)),
  plannedOutputT1: nullable({ type: 'number', minimum: 0, maximum: 1000000 }),
  plannedOutputT2: nullable({ type: 'number', minimum: 0, maximum: 1000000 }),
  plannedOutputT3: nullable({ type: 'number', minimum: 0, maximum: 1000000 }),
  status: enumOf(ACTIVITY_STATUSES),
  progressNote: optionalText(2000),
  templateId: nullable(
    integer({ minimum: 1, description: 'The programme’s standard activity it was adopted from' }),
  ),
  attributeIds: arrayOf(integer({ minimum: 1 }), {
    uniqueItems: true,
    maxItems: 30,
    description: 'The attributes recorded with what it achieved',
  }),
};
const ACTIVITY_REQUIRED = ['palikaId', 'fiscalYear', 'code', 'nameNe', 'unit', 'status'];
const activityInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...ACTIVITY_FIELDS }, [...Object.keys(extra), ...ACTIVITY_REQUIRED]);

export const activitySchemas: Record<string, JsonSchema> = {
  ActivityCreate: activityInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first activity',
    }),
  }),
  ActivityUpdate: activityInput({ version: integer({ minimum: 1 }) }),
  Activity: lockableRecord({
    _id: string({ format: 'uuid' }),
    ...ACTIVITY_FIELDS,
    level: integer({ minimum: 1, maximum: 3 }),
    batchId: nullable(
      string({ format: 'uuid', description: 'The running batch the palika was in' }),
    ),
    childBudget: nullable({
      type: 'number',
      description: 'What its live sub-activities budget together; null without sub-activities',
    }),
    overBudget: {
      type: 'boolean',
      description: 'Its sub-activities cost more than it (a warning)',
    },
    category: nullable(object({ id: integer(), nameEn: string(), nameNe: string() })),
    venue: nullable(ref('LinkedRecord')),
    palika: ref('Place'),
    ...recordMeta(),
  }),
  ...listSchemas('Activity'),
  ActivityYearCopy: object({
    palikaId: integer({ minimum: 1 }),
    fromFiscalYear: fiscalYear(),
    toFiscalYear: fiscalYear(),
  }),
  ActivityYearCopied: object({
    copied: integer({ description: 'Activities made in the new year' }),
  }),
};

export const activityFilterParameters = [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'fiscalYear', in: 'query', schema: fiscalYear() },
  { name: 'status', in: 'query', schema: enumOf(ACTIVITY_STATUSES) },
  { name: 'deleted', in: 'query', schema: { type: 'boolean' } },
];
