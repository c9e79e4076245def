import { QUERY_PARAMETERS } from '@/shared/api/contract-tables';
import type { QueryOf } from '@/shared/api/types';

type OperationWithQuery = keyof typeof QUERY_PARAMETERS;
/** A URL parameter's schema, as the contract writes one. */
export interface ParameterSchema {
  type: string;
  enum?: readonly unknown[];
}

/** A URL value read as the contract's schema says: numbers, booleans and allowed values only. */
function valueOf(schema: ParameterSchema, text: string): unknown {
  let value: unknown = text;
  if (schema.type === 'integer' || schema.type === 'number') {
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) return undefined;
    if (schema.type === 'integer' && !Number.isInteger(number)) return undefined;
    value = number;
  } else if (schema.type === 'boolean') {
    if (text !== 'true' && text !== 'false') return undefined;
    value = text === 'true';
  } else if (text === '') return undefined;
  return schema.enum && !schema.enum.includes(value) ? undefined : value;
}

/**
 * The URL's query as an operation's query, read with the contract's own parameter schemas
 * (src/shared/api/contract-tables.ts, generated from it): every list, export and dashboard reads
 * its filters, page and sort this one way. A value the contract would refuse is left out.
 */
export function queryOfSearch<Op extends OperationWithQuery>(
  operationId: Op,
  params: URLSearchParams,
): Partial<QueryOf<Op>> {
  const schemas = QUERY_PARAMETERS[operationId] as Record<string, ParameterSchema>;
  return readSearch(schemas, params) as Partial<QueryOf<Op>>;
}

/** The URL's parameters the schemas name, each read as its schema says (a refused value left out). */
export function readSearch(
  schemas: Readonly<Record<string, ParameterSchema>>,
  params: URLSearchParams,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const text = params.get(name);
    const value = text === null ? undefined : valueOf(schema, text);
    if (value !== undefined) query[name] = value;
  }
  return query;
}
