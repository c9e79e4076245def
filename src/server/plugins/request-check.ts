import { FIELD_ERRORS_COUNTED } from '@/shared/errors';
import { type Schema, oversized, pointer, takes, variantFor } from './oversized';
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';

/** One wrong value, as Ajv reports it. */
export type Issue = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'> &
  Partial<Pick<ErrorObject, 'schemaPath'>>;

/** A request part the contract refuses: its issues, and whether every one of them was looked for. */
export class RequestRefusal extends Error {
  constructor(
    readonly validation: Issue[],
    /** False when the look stopped at FIELD_ERRORS_COUNTED issues: there are more. */
    public complete: boolean,
  ) {
    super('Some values are not what the contract takes');
  }
}

/** Items that can hold many errors each (objects, arrays): checked one item at a time. */
function nested(schema: Schema): boolean {
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) return variants.some(nested);
  return schema.type === 'object' || schema.type === 'array';
}

/** The schema with the items of its arrays of objects left out: those are checked item by item. */
function shallow(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties)
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, shallow(property)]),
    );
  for (const keyword of ['oneOf', 'anyOf', 'allOf'])
    if (Array.isArray(schema[keyword])) copy[keyword] = (schema[keyword] as Schema[]).map(shallow);
  const items = schema.items as Schema | undefined;
  if (items && typeof items === 'object') copy.items = nested(items) ? {} : shallow(items);
  return copy;
}

/** Calls `visit` with each item of each array of objects in the value, until it answers false. */
function eachItem(
  schema: Schema | undefined,
  data: unknown,
  path: string,
  visit: (items: Schema, item: unknown, path: string) => boolean,
): boolean {
  const fitting = schema && variantFor(schema, data);
  if (!fitting || !takes(fitting, data)) return true;
  if (Array.isArray(data)) {
    const items = fitting.items as Schema | undefined;
    if (!items || typeof items !== 'object' || !nested(items)) return true;
    return data.every((item, index) => visit(items, item, pointer(path, index)));
  }
  if (!data || typeof data !== 'object') return true;
  const properties = (fitting.properties ?? {}) as Record<string, Schema>;
  return Object.entries(data).every(
    ([key, value]) =>
      !Object.hasOwn(properties, key) ||
      eachItem(properties[key], value, pointer(path, key), visit),
  );
}

/**
 * The check of one request part against its schema (issue 37 §1), in three steps whose work is
 * bounded by the part's size, not by the errors it can hold:
 * 1. sizes alone (./oversized.ts): a part over a size limit is refused without looking inside;
 * 2. the contract's check that stops at the first error: most requests are right, and end here;
 * 3. for a wrong part only, every wrong value, an item of each array of objects at a time, until
 *    FIELD_ERRORS_COUNTED are found. Ajv would otherwise report each missing field of each of a
 *    hundred thousand empty rows before answering.
 */
export function requestCheck(schema: Schema, first: ValidateFunction, every: Ajv) {
  const compiled = new WeakMap<Schema, ValidateFunction>();
  const validatorOf = (part: Schema) => {
    let validate = compiled.get(part);
    if (!validate) compiled.set(part, (validate = every.compile(shallow(part))));
    return validate;
  };
  let whole: ValidateFunction | undefined;
  /** Every issue of the whole part at once, unbounded: only for what the look item by item missed. */
  const wholeIssues = (data: unknown): Issue[] => {
    whole ??= every.compile(schema);
    return whole(data) ? [] : (whole.errors ?? []);
  };
  const collect = (found: RequestRefusal, part: Schema, data: unknown, path: string): boolean => {
    const validate = validatorOf(part);
    for (const issue of validate(data) ? [] : (validate.errors ?? [])) {
      if (found.validation.length >= FIELD_ERRORS_COUNTED) return (found.complete = false);
      found.validation.push({ ...issue, instancePath: path + issue.instancePath });
    }
    return eachItem(part, data, path, (items, item, itemPath) =>
      found.validation.length >= FIELD_ERRORS_COUNTED
        ? (found.complete = false)
        : collect(found, items, item, itemPath),
    );
  };
  const check = (data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const sizes = oversized(schema, data);
    if (sizes.length)
      return { error: new RequestRefusal(sizes, sizes.length < FIELD_ERRORS_COUNTED) };
    if (first(data, context)) return true;
    const found = new RequestRefusal([], true);
    collect(found, schema, data, '');
    // An array the item-by-item look could not place (a value several variants take): the whole check.
    if (!found.validation.length) found.validation.push(...wholeIssues(data));
    return { error: found };
  };
  // Fastify hands the part's parent (so a coerced query can be replaced whole) when this is set.
  return Object.assign(check, { schemaEnv: first.schemaEnv });
}
