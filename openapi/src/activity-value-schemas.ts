import { ACTIVITY_STATUSES } from '@/shared/programme/enums';
import { AGGREGATIONS, UNITS } from '@/shared/services/enums';
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
  optionalCount,
  throughTrimesterParameter,
  batchIdParameter,
  lockableRecord,
} from './schema-helpers';

const VALUE_FIELDS: Record<string, JsonSchema> = {
  palikaId: integer({ minimum: 1, description: 'The palika of the activity' }),
  activityId: string({ format: 'uuid' }),
  recordDate: string({ format: 'date', description: 'When it happened; sets the period' }),
  achievedOutput: nullable({ type: 'number', minimum: 0, maximum: 1000000 }),
  expenditureNpr: nullable({ type: 'number', minimum: 0, maximum: 10000000000 }),
  participantsMale: optionalCount(),
  participantsFemale: optionalCount(),
  participantsOther: optionalCount(),
  wardNo: nullable(integer({ minimum: 1, maximum: 40 })),
  attributes: {
    type: 'object',
    additionalProperties: true,
    description: "Values of the activity's attributes, keyed by attribute code",
  },
  notes: nullable(string({ maxLength: 2000 })),
};
const valueInput = (extra: Record<string, JsonSchema>) =>
  object({ ...extra, ...VALUE_FIELDS }, [
    ...Object.keys(extra),
    'palikaId',
    'activityId',
    'recordDate',
  ]);

const figure = () => nullable({ type: 'number' });

/** What an activity achieved on a date, and the totals of a filtered set (issue 17, part 4). */
export const activityValueSchemas: Record<string, JsonSchema> = {
  ActivityValueCreate: valueInput({
    _id: string({
      format: 'uuid',
      description: 'Made by the client: a retried save returns the first value',
    }),
  }),
  ActivityValueUpdate: valueInput({ version: integer({ minimum: 1 }) }),
  ActivityValue: lockableRecord({
    _id: string({ format: 'uuid' }),
    ...VALUE_FIELDS,
    fiscalYear: integer(),
    trimester: integer({ minimum: 1, maximum: 3 }),
    activity: object({
      code: string(),
      nameEn: nullable(string()),
      nameNe: string(),
      unit: enumOf(UNITS),
      status: enumOf(ACTIVITY_STATUSES),
      level: integer(),
    }),
    palika: ref('Place'),
    ...recordMeta(),
  }),
  AttributeTotal: object({
    code: string(),
    labelEn: string(),
    labelNe: string(),
    aggregation: enumOf(AGGREGATIONS),
    value: figure(),
    cells: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description: 'A disaggregated count rolled up cell by cell (male:0-4 …)',
    },
  }),
  ActivityValueTotals: object({
    records: integer(),
    activities: integer({ description: 'Distinct activities with a value' }),
    achievedOutput: { type: 'number' },
    expenditureNpr: { type: 'number' },
    participantsMale: integer(),
    participantsFemale: integer(),
    participantsOther: integer(),
    attributes: arrayOf(ref('AttributeTotal')),
  }),
  ...listSchemas('ActivityValue', {
    totals: {
      ...nullable(ref('ActivityValueTotals')),
      description:
        'Totals of the filtered set by each figure’s rule; null above 10,000 values (choose a place, a year or a period)',
    },
  }),
};

export const activityValueFilterParameters = [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  batchIdParameter,
  { name: 'fiscalYear', in: 'query', schema: integer({ minimum: 2060, maximum: 2100 }) },
  { name: 'trimester', in: 'query', schema: integer({ minimum: 1, maximum: 3 }) },
  throughTrimesterParameter,
  {
    name: 'templateId',
    in: 'query',
    schema: integer({
      minimum: 1,
      description: 'Values of activities made from this standard activity',
    }),
  },
  { name: 'activityId', in: 'query', schema: string({ format: 'uuid' }) },
  { name: 'status', in: 'query', schema: enumOf(ACTIVITY_STATUSES) },
  { name: 'deleted', in: 'query', schema: boolean() },
];
