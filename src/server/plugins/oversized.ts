/**
 * The cheap first look at a request part, before the contract's full check (issue 37 §1): an array
 * longer than its `maxItems`, a text longer than its `maxLength` or an object with more properties
 * than its `maxProperties` is refused as it stands, without checking what it holds. The full check
 * reports every wrong field, so an array of 120,000 empty rows would otherwise cost one error for
 * each missing field of each row; here it costs one look at its length. Its issues have Ajv's
 * shape, so the error handler names them like any other.
 */
import { FIELD_ERRORS_COUNTED } from '@/shared/errors';

export type Schema = Record<string, unknown>;

export interface SizeIssue {
  keyword: 'maxItems' | 'maxLength' | 'maxProperties';
  instancePath: string;
  params: { limit: number };
}

function jsonType(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'array';
  if (typeof data === 'number') return Number.isInteger(data) ? 'integer' : 'number';
  return typeof data;
}

/** Whether the schema's `type` (if any) takes the value's type. */
export function takes(schema: Schema, data: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
  const type = jsonType(data);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** More characters than the limit, counted as the contract counts them (a surrogate pair is one). */
function longerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  if (text.length > 2 * limit) return true;
  let characters = 0;
  for (const _character of text) if (++characters > limit) return true;
  return false;
}

/** A JSON pointer one step further, as Ajv writes an issue's `instancePath`. */
export const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The one variant of a `oneOf`/`anyOf` a value's type fits (a nullable's), else none. */
export function variantFor(schema: Schema, data: unknown): Schema | undefined {
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!variants) return schema;
  const taking = variants.filter((variant) => takes(variant, data));
  return taking.length === 1 ? variantFor(taking[0], data) : undefined;
}

function walk(schema: Schema | undefined, data: unknown, path: string, found: SizeIssue[]): void {
  if (found.length >= FIELD_ERRORS_COUNTED) return;
  if (!schema || typeof schema !== 'object') return;
  // Only a value one variant alone can take is looked into; the full check decides the rest.
  const variant = variantFor(schema, data);
  if (variant !== schema) return walk(variant, data, path, found);
  if (!takes(schema, data)) return;
  if (typeof data === 'string') {
    if (typeof schema.maxLength === 'number' && longerThan(data, schema.maxLength))
      found.push({ keyword: 'maxLength', instancePath: path, params: { limit: schema.maxLength } });
    return;
  }
  if (Array.isArray(data)) {
    if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) {
      found.push({ keyword: 'maxItems', instancePath: path, params: { limit: schema.maxItems } });
      return;
    }
    const items = schema.items as Schema | undefined;
    if (items) data.forEach((item, index) => walk(items, item, pointer(path, index), found));
    return;
  }
  if (data && typeof data === 'object') {
    const keys = Object.keys(data);
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) {
      found.push({
        keyword: 'maxProperties',
        instancePath: path,
        params: { limit: schema.maxProperties },
      });
      return;
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of keys)
      if (Object.hasOwn(properties, key))
        walk(properties[key], (data as Record<string, unknown>)[key], pointer(path, key), found);
  }
}

/**
 * Every part of the value over its schema's size limits, outermost first; none looked into. It
 * stops at FIELD_ERRORS_COUNTED of them.
 */
export function oversized(schema: Schema, data: unknown): SizeIssue[] {
  const found: SizeIssue[] = [];
  walk(schema, data, '', found);
  return found;
}
