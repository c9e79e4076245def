import { TARGET_MEASURES, TARGET_SCOPES, TARGET_SOURCES } from '@/shared/targets/measures';
import {
  arrayOf,
  importSchemas,
  enumOf,
  integer,
  listSchemas,
  nullable,
  object,
  optionalText,
  recordMeta,
  string,
  type JsonSchema,
} from './schema-helpers';

const fiscalYear = () => integer({ minimum: 2060, maximum: 2100 });
const amount = () => nullable({ type: 'number', minimum: 0, maximum: 1e12 });

/** What a target holds (issue 19 §1, DOMAIN.md §7.12); the place its scope names, and no other. */
const TARGET_FIELDS: Record<string, JsonSchema> = {
  fiscalYear: fiscalYear(),
  scope: enumOf(TARGET_SCOPES),
  provinceId: nullable(integer({ minimum: 1 })),
  districtId: nullable(integer({ minimum: 1 })),
  palikaId: nullable(integer({ minimum: 1 })),
  batchId: nullable(string({ format: 'uuid' })),
  measure: enumOf(TARGET_MEASURES),
  categoryId: nullable(integer({ minimum: 1, description: 'Services of this category and below' })),
  templateId: nullable(
    integer({ minimum: 1, description: 'The standard activity whose output counts' }),
  ),
  attributeId: nullable(integer({ minimum: 1, description: 'The activity attribute summed' })),
  total: { type: 'number', minimum: 0, maximum: 1e12 },
  periodT1: amount(),
  periodT2: amount(),
  periodT3: amount(),
  female: amount(),
  male: amount(),
  other: amount(),
  baseline: nullable({ type: 'number', minimum: 0, maximum: 1e12 }),
  baselineFiscalYear: nullable(fiscalYear()),
  budgetNpr: amount(),
  source: nullable(enumOf(TARGET_SOURCES)),
  notes: optionalText(1000),
};
const REQUIRED = ['fiscalYear', 'scope', 'measure', 'total'];
const targetInput = (extra: Record<string, JsonSchema>, required: string[] = []) =>
  object({ ...extra, ...TARGET_FIELDS }, [...Object.keys(extra), ...REQUIRED, ...required]);

const clientId = (what: string) =>
  string({
    format: 'uuid',
    description: `Made by the client: a retried save returns the first ${what}`,
  });

export const targetSchemas: Record<string, JsonSchema> = {
  TargetCreate: targetInput({ _id: clientId('target') }),
  TargetUpdate: targetInput({ version: integer({ minimum: 1 }) }),
  TargetRevision: targetInput({
    _id: clientId('revision'),
    version: integer({ minimum: 1, description: 'The version of the approved target revised' }),
    reason: string({ minLength: 3, maxLength: 500 }),
  }),
  TargetApproval: object({ version: integer({ minimum: 1 }) }),
  Target: object({
    _id: string({ format: 'uuid' }),
    ...TARGET_FIELDS,
    status: enumOf(['proposed', 'approved', 'superseded']),
    revision: integer({ minimum: 0 }),
    revisionOf: nullable(string({ format: 'uuid' })),
    revisionReason: nullable(string()),
    approvedBy: nullable(string()),
    approvedAt: nullable(string({ format: 'date-time' })),
    place: object({ nameEn: string(), nameNe: string() }),
    revisions: arrayOf(
      object({
        _id: string({ format: 'uuid' }),
        revision: integer(),
        status: enumOf(['proposed', 'approved', 'superseded']),
        total: { type: 'number' },
        reason: nullable(string()),
        createdBy: nullable(string()),
        createdAt: string({ format: 'date-time' }),
        approvedBy: nullable(string()),
        approvedAt: nullable(string({ format: 'date-time' })),
      }),
      { description: 'Every revision of this target, the first first (deleted ones left out)' },
    ),
    ...recordMeta(),
  }),
  ...listSchemas('Target'),
  ...importSchemas('Target'),
  TargetYearCopy: object(
    {
      fromFiscalYear: fiscalYear(),
      toFiscalYear: fiscalYear(),
      palikaId: nullable(integer({ minimum: 1, description: 'Only this palika’s targets' })),
    },
    ['fromFiscalYear', 'toFiscalYear'],
  ),
  TargetYearCopied: object({
    copied: integer({ description: 'Targets made in the new year' }),
    skipped: integer({ description: 'Targets the new year already had' }),
  }),
};

export const targetFilterParameters = [
  { name: 'fiscalYear', in: 'query', schema: fiscalYear() },
  { name: 'scope', in: 'query', schema: enumOf(TARGET_SCOPES) },
  { name: 'measure', in: 'query', schema: enumOf(TARGET_MEASURES) },
  { name: 'status', in: 'query', schema: enumOf(['proposed', 'approved', 'superseded']) },
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'batchId', in: 'query', schema: string({ format: 'uuid' }) },
  { name: 'deleted', in: 'query', schema: { type: 'boolean' } },
];
