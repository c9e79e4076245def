import { useSearchParams } from '@/client/lib/use-search-params';
import type { QUERY_PARAMETERS } from '@/shared/api/contract-tables';
import type { QueryOf } from '@/shared/api/types';
import { type ParameterSchema, queryOfSearch, readSearch } from './url-query';

type OperationWithQuery = keyof typeof QUERY_PARAMETERS;
type ValueOf<S extends ParameterSchema> = S extends { enum: readonly (infer E)[] }
  ? E
  : S['type'] extends 'integer' | 'number'
    ? number
    : S['type'] extends 'boolean'
      ? boolean
      : string;

/** A page's own URL parameters (a record edited, a mode), declared with the contract's schemas. */
export type PageParameters = Readonly<Record<string, ParameterSchema>>;
export type PageValues<P extends PageParameters> = { [K in keyof P]?: ValueOf<P[K]> };

/**
 * A page's state in the URL, read the one way every list reads its own (`useListState`): the
 * parameters of the contract's operation the page asks with (its place, year, filters) read with
 * the contract's schemas, and the page's own parameters declared the same way; a value a schema
 * refuses is left out, so the page falls back to its default. Setting '' or undefined removes one.
 */
export function useUrlQuery<
  Op extends OperationWithQuery,
  P extends PageParameters = Record<never, ParameterSchema>,
>(operationId: Op, own?: P) {
  const [params, setParams] = useSearchParams();
  const query = {
    ...readSearch(own ?? {}, params),
    ...queryOfSearch(operationId, params),
  } as Partial<QueryOf<Op>> & PageValues<P>;
  return { query, setParams };
}
