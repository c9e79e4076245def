/** Small builders that keep the contract readable. Every object is closed (no unknown properties). */
import { IMPORT_MAX_ROWS } from '@/shared/import-limits';

export type JsonSchema = Record<string, unknown>;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export function object(
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

export const string = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const integer = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const boolean = (extra: JsonSchema = {}): JsonSchema => ({ type: 'boolean', ...extra });
export const arrayOf = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({
  type: 'array',
  items,
  ...extra,
});
export const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
/** A day as ISO text (the client converts what was typed in Bikram Sambat). */
export const isoDate = (): JsonSchema => string({ format: 'date' });
/** Free text of at most `maxLength` characters, or nothing. */
export const optionalText = (maxLength: number): JsonSchema => nullable(string({ maxLength }));
/** A count of people or things, or nothing. */
export const optionalCount = (maximum = 100_000): JsonSchema =>
  nullable(integer({ minimum: 0, maximum }));
export const enumOf = (values: readonly string[]): JsonSchema => ({
  type: 'string',
  enum: [...values],
});

/**
 * A record kind's list page (its items, the count capped for large sets, paging, and any totals of
 * its own) and its export chunk (the full records, counted on the first chunk, and the next cursor).
 */
export function listSchemas(
  record: string,
  { item = record, totals }: { item?: string; totals?: JsonSchema } = {},
): Record<string, JsonSchema> {
  return {
    [`${record}Page`]: object({
      items: arrayOf(ref(item)),
      total: integer(),
      totalExact: boolean({
        description: 'false when more rows match than the list counts (total is then the cap)',
      }),
      page: integer(),
      pageSize: integer(),
      ...(totals ? { totals } : {}),
    }),
    [`${record}ExportChunk`]: object({
      items: arrayOf(ref(record)),
      total: nullable(
        integer({ description: 'Every record of the filters, counted on the first chunk only' }),
      ),
      next: nullable(string({ description: 'Cursor of the next chunk' })),
    }),
  };
}

/**
 * A record that a list answers with the locked period it counts in, when there is one
 * (`periodLock`, issue 39 §2; optional): the kit's list reads it for a kind whose rows show it.
 */
export const lockableRecord = (properties: Record<string, JsonSchema>): JsonSchema =>
  object({ ...properties, periodLock: ref('RowLock') }, Object.keys(properties));

export const json = (schema: JsonSchema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error responses an operation can give, all in the one error shape. */
export function errors(...statuses: number[]): Record<string, unknown> {
  const descriptions: Record<number, string> = {
    400: 'Invalid input: every wrong field is named',
    401: 'Not signed in, or the session has ended',
    403: 'Signed in, but not allowed',
    404: 'Not found, or outside your area',
    409: 'Changed by someone else meanwhile',
    423: 'This name is locked from this address for a while after wrong passwords',
    429: 'Too many attempts from this address',
  };
  return Object.fromEntries(
    statuses.map((status) => [String(status), json(ref('Error'), descriptions[status])]),
  );
}

export const bearer = [{ bearerAuth: [] }];

/** What every record of a tenant table answers about its own life: version, who and when, soft deletion. */
export const recordMeta = (): Record<string, JsonSchema> => ({
  version: integer({ minimum: 1 }),
  createdAt: string({ format: 'date-time' }),
  createdBy: nullable(string()),
  updatedAt: string({ format: 'date-time' }),
  updatedBy: nullable(string()),
  deletedAt: nullable(string({ format: 'date-time' })),
  deleteReason: nullable(string()),
});

export interface OperationSpec {
  operationId: string;
  summary: string;
  /** The schema of the 200 answer. */
  response: string;
  body?: string;
  parameters?: object[];
  errors?: number[];
  tags: string[];
  /** The shared access level (src/shared/access.ts). */
  access: 'public' | 'signedIn' | 'admin' | 'superAdmin';
  /** Records of palikas: the handler gets the caller's TenantScope (docs/decisions/0009). */
  tenant?: boolean;
}

/** An operation a person's own session calls: the one shape every builder of paths.ts, pwd-paths.ts and service-paths.ts shares. */
export const operation = ({
  operationId,
  summary,
  response,
  body,
  parameters = [],
  errors: codes = [400, 401, 403, 404],
  tags,
  access,
  tenant = false,
}: OperationSpec) => ({
  operationId,
  summary,
  tags,
  security: bearer,
  'x-access': access,
  'x-session': ['user'],
  ...(tenant ? { 'x-tenant': true } : {}),
  parameters,
  ...(body ? { requestBody: { required: true, ...json(ref(body), summary) } } : {}),
  responses: { '200': json(ref(response), summary), ...errors(...codes) },
});

/** The body of a kind's import from a spreadsheet: its rows as creates, all written or none. */
export const importSchemas = (name: string): Record<string, JsonSchema> => ({
  [`${name}Import`]: object({
    rows: arrayOf(ref(`${name}Create`), { minItems: 1, maxItems: IMPORT_MAX_ROWS }),
    dryRun: boolean({ description: 'Only check the rows: nothing is written' }),
  }),
});

/** The place filters of a palika's profile lists: province › district › palika, and the ward unless of palikas. */
export const placeFilterParameters = ({ ward = true } = {}) => [
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  ...(ward ? [{ name: 'wardNo', in: 'query', schema: integer({ minimum: 1, maximum: 40 }) }] : []),
];

/** A list of records of a fiscal year from its start to the end of a four-month period (an achievement's records). */
export const throughTrimesterParameter = {
  name: 'throughTrimester',
  in: 'query',
  schema: integer({
    minimum: 1,
    maximum: 3,
    description: 'With fiscalYear: from the start of the year to the end of this four-month period',
  }),
};

/** A list of the records of a batch's palikas (a batch's achievement's records). */
export const batchIdParameter = {
  name: 'batchId',
  in: 'query',
  schema: string({ format: 'uuid', description: 'Records of the palikas of this batch' }),
};
