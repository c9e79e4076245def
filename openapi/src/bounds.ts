import { PRINTABLE_TEXT_PATTERN } from '@/shared/errors';
import type { JsonSchema } from './schema-helpers';

/** PostgreSQL's int4: every integer of the contract fits it, so no id, page or version overflows a column or a cast. */
const INT4 = { minimum: -2147483648, maximum: 2147483647 };
/** Far beyond any count or amount in rupees, and finite (`1e309` is Infinity once parsed). */
const NUMBER = { minimum: -1e15, maximum: 1e15 };

function bounded(schema: JsonSchema): JsonSchema {
  const limits = schema.type === 'integer' ? INT4 : schema.type === 'number' ? NUMBER : undefined;
  if (limits) {
    // An exclusive bound already keeps that side finite; a schema says one kind of bound a side.
    return {
      ...schema,
      ...(schema.exclusiveMinimum === undefined && {
        minimum: Math.max(Number(schema.minimum ?? limits.minimum), limits.minimum),
      }),
      ...(schema.exclusiveMaximum === undefined && {
        maximum: Math.min(Number(schema.maximum ?? limits.maximum), limits.maximum),
      }),
    };
  }
  // A list of distinct choices holds each at most once: more items are refused by their number
  // alone, before each is looked at (src/server/plugins/oversized.ts).
  const choices = (schema.items as JsonSchema | undefined)?.enum as unknown[] | undefined;
  if (schema.type === 'array' && schema.uniqueItems && choices && schema.maxItems === undefined)
    return { ...schema, maxItems: choices.length };
  // Formats, enums and patterns already name exactly what they accept; free text gets the printable rule.
  const freeText =
    schema.type === 'string' && !schema.format && !schema.enum && !schema.const && !schema.pattern;
  return freeText ? { ...schema, pattern: PRINTABLE_TEXT_PATTERN } : schema;
}

/**
 * Bounds every integer and number to what the database holds and refuses control characters in
 * every free text, across the whole document: a schema written without them still gets them, so a
 * hostile value answers 400 naming the field instead of reaching PostgreSQL.
 */
export function withBounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withBounds) as T;
  if (!node || typeof node !== 'object') return node;
  const walked = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withBounds(value)]),
  );
  return bounded(walked) as T;
}
