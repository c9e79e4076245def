import { isoDay, recordMetaOf } from '@/server/db/row-mapping';
import { contract } from '@/server/openapi/contract';
import type { WritableColumn } from './record-kind';

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

/** How a field travels between its column and the API: the reading of its row value follows it. */
export type FieldShape =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'boolean'
  | 'list'
  | 'numberList'
  | 'json'
  /** A schema of its own (`$ref`): joined or computed, never a column. */
  | 'reference';

/** A field of a kind as the contract declares it, with the column it is stored in. */
export interface ContractField {
  field: string;
  column: string;
  shape: FieldShape;
  nullable: boolean;
}

export interface FieldOptions {
  /** Fields that are not columns of the kind's table (parts in tables of their own, places the server works out). */
  except?: readonly string[];
  /** Columns not named by the mechanical camelCase → snake_case rename. */
  rename?: Readonly<Record<string, string>>;
}

/**
 * Fields every record has, written and read by the kit itself; `periodLock` is the locked period a
 * listed record counts in (record-row-lock.ts), answered by the list, no column.
 */
const KIT_FIELDS = ['_id', 'version', 'periodLock'];
const META_FIELDS = [
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deletedAt',
  'deleteReason',
];

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function schemaNamed(name: string): Json {
  const schemas = (contract.components as { schemas: Record<string, Json> }).schemas;
  const schema = schemas[name];
  if (!schema) throw new Error(`The contract has no schema ${name}`);
  return schema;
}

function shapeOf(property: Json): { shape: FieldShape; nullable: boolean } {
  const variants = (property.oneOf as Json[] | undefined) ?? [property];
  const nullable = variants.some((v) => v.type === 'null');
  const schema = variants.find((v) => v.type !== 'null') ?? {};
  if (schema.$ref) return { shape: 'reference', nullable };
  const items = (schema.items ?? {}) as Json;
  const shape: FieldShape =
    schema.type === 'string' && schema.format === 'date'
      ? 'date'
      : schema.type === 'string' && schema.format === 'date-time'
        ? 'dateTime'
        : schema.type === 'integer' || schema.type === 'number'
          ? 'number'
          : schema.type === 'boolean'
            ? 'boolean'
            : schema.type === 'object'
              ? 'json'
              : schema.type !== 'array'
                ? 'text'
                : items.$ref
                  ? 'reference'
                  : items.type === 'object'
                    ? 'json'
                    : items.type === 'integer' || items.type === 'number'
                      ? 'numberList'
                      : 'list';
  return { shape, nullable };
}

/** Every field of a contract schema but the kit's own (`_id`, `version`) and those excepted, in the schema's order. */
export function contractFields(schema: string, options: FieldOptions = {}): ContractField[] {
  const { except = [], rename = {} } = options;
  const properties = schemaNamed(schema).properties as Record<string, Json>;
  return Object.entries(properties)
    .filter(([field]) => !KIT_FIELDS.includes(field) && !except.includes(field))
    .map(([field, property]) => ({
      field,
      column: rename[field] ?? snakeCase(field),
      ...shapeOf(property),
    }));
}

/**
 * The columns a kind writes, read from its input schema (`SchoolCreate`): a new field needs its
 * migration and the contract, nothing in the kind. JSON fields are stored as JSON text.
 */
export function columnsOf<Input>(
  schema: string,
  options: FieldOptions = {},
): WritableColumn<Input>[] {
  return contractFields(schema, options).map(({ field, column, shape }) => ({
    field: field as keyof Input & string,
    column,
    ...(shape === 'json' && { json: true }),
  }));
}

const READERS: Record<FieldShape, (value: unknown, nullable: boolean) => unknown> = {
  text: (value) => value ?? null,
  date: isoDay,
  dateTime: (value) =>
    value === null || value === undefined ? null : new Date(value as string).toISOString(),
  number: (value) => (value === null || value === undefined ? null : Number(value)),
  boolean: (value, nullable) => (nullable ? (value ?? null) : Boolean(value)),
  list: (value) => value ?? [],
  numberList: (value) => ((value as unknown[] | null) ?? []).map(Number),
  json: (value, nullable) =>
    typeof value === 'string' ? JSON.parse(value) : (value ?? (nullable ? null : {})),
  reference: () => {
    throw new Error('A reference is read by the kind');
  },
};

/** Reads one field from the row of a full read, by its shape. */
export const readField = ({ column, shape, nullable }: ContractField, row: Row) =>
  READERS[shape](row[column], nullable);

/** How a kind reads the fields that are not its own columns: joined names, parts, computed values. */
export type FieldReaders<Rec> = { [Field in keyof Rec]?: (row: Row) => Rec[Field] };

/**
 * A full read's row as the API answers it, read from the record's schema (`School`): `_id`, every
 * column by its shape (dates as ISO text, numbers from numeric text, lists, JSON) and the kit's
 * bookkeeping; the kind gives only what is not a column of its own (`readers`). A field that
 * names another schema and has no reader fails when the kind is declared, not on a request.
 */
export function recordOf<Rec>(
  schema: string,
  readers: FieldReaders<Rec> = {},
  options: Pick<FieldOptions, 'rename'> = {},
): (row: Row) => Rec {
  const given = readers as Record<string, (row: Row) => unknown>;
  const fields = contractFields(schema, { ...options, except: META_FIELDS });
  const missing = fields.filter((f) => f.shape === 'reference' && !given[f.field]);
  if (missing.length)
    throw new Error(`${schema} reads ${missing.map((f) => f.field).join(', ')} with no reader`);
  const reads = fields.map(
    (field) => [field.field, given[field.field] ?? ((row: Row) => readField(field, row))] as const,
  );
  return (row) => {
    const record: Row = { _id: row.id };
    for (const [field, read] of reads) record[field] = read(row);
    return { ...record, ...recordMetaOf(row) } as Rec;
  };
}
