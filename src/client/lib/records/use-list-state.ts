import { useSearchParams } from '@/client/lib/use-search-params';
import type { QUERY_PARAMETERS } from '@/shared/api/contract-tables';
import type { QueryOf } from '@/shared/api/types';
import { queryOfSearch } from './url-query';

type ListOperation = keyof typeof QUERY_PARAMETERS;

/** A list operation's filters: its query apart from paging and sort. */
export type ListFilters<Op extends ListOperation> = Omit<
  QueryOf<Op>,
  'page' | 'pageSize' | 'sort' | 'order'
>;
type Patch = Record<string, string | number | undefined | null>;

export interface ListStateOptions<Op extends ListOperation> {
  /** Rows a page shows; the URL does not choose it. */
  pageSize: number;
  /** What the list asks for when the URL says nothing (an order, a sort). */
  defaults?: Partial<QueryOf<Op>>;
  /** Columns a reader may show, and those shown when the URL names none. */
  columns?: { all: readonly string[]; shown: readonly string[] };
}

const PAGING = new Set(['page', 'pageSize', 'sort', 'order', 'columns']);

/**
 * A list page's state, all of it in the URL (a view can be bookmarked and shared, and Back works):
 * the list operation's query read with the contract's own parameter schemas, its filters apart from
 * paging and sort, whether any filter is set, the columns shown, and the changes a page makes
 * (a filter change goes back to the first page; a sort on the same column turns its order).
 */
export function useListState<Op extends ListOperation>(
  operationId: Op,
  { pageSize, defaults, columns }: ListStateOptions<Op>,
) {
  const [params, setParams] = useSearchParams();
  const query = {
    ...defaults,
    ...queryOfSearch(operationId, params),
    pageSize,
  } as unknown as QueryOf<Op> & {
    page?: number;
    sort?: string;
    order?: 'asc' | 'desc';
  };
  const filters = Object.fromEntries(
    Object.entries(query).filter(([key]) => !PAGING.has(key)),
  ) as ListFilters<Op>;
  const chosen = params
    .get('columns')
    ?.split(',')
    .filter((column) => columns?.all.includes(column));
  return {
    params,
    query,
    filters,
    page: query.page ?? 1,
    /** Any filter a person chose (showing deleted records is a view, not a filter). */
    filtered: Object.entries(filters).some(
      ([key, value]) => key !== 'deleted' && value !== undefined,
    ),
    columns: chosen ?? columns?.shown ?? [],
    setParams,
    setFilters: (patch: Patch) => setParams({ ...patch, page: undefined }),
    setPage: (page: number) => setParams({ page }),
    setColumns: (shown: readonly string[]) => setParams({ columns: shown.join(',') }),
    toggleSort: (sort: string) =>
      setParams({
        sort,
        order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc',
        page: undefined,
      }),
  };
}
