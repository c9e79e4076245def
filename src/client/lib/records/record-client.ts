import {
  type QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/client/lib/api-client';
import type { OkBody, OperationId, QueryOf, RequestBody } from '@/shared/api/types';
import type { ImportableOperationIds, PlaceProfileOperationIds } from '@/shared/record-kinds';

/** A kind's operation ids: a place's profile has no create, delete or restore. */
type KindIds = PlaceProfileOperationIds & Partial<ImportableOperationIds>;
/** The id of a create, delete or restore the kind has (never when it has none). */
type Life<Ids, K extends 'create' | 'delete' | 'restore'> =
  Ids extends Record<K, infer Op extends OperationId> ? Op : never;

/** The id of the kind's import (never when it has none). */
type Imported<Ids> = Ids extends { import: infer Op extends OperationId } ? Op : never;

export interface RecordClientSpec<Ids extends KindIds> {
  /** The first element of every query and mutation key of the kind: invalidating it refreshes all. */
  key: string;
  /** The collection's path in the contract: `/api/pwd/profiles`. */
  base: string;
  ids: Ids;
}

type Action = 'create' | 'update' | 'delete' | 'restore';

// The paths are the contract's own, built from `base`; their types come from the operation ids.
const get = apiGet as unknown as (path: string, init?: object) => Promise<unknown>;
const post = apiPost as unknown as (path: string, init?: object) => Promise<unknown>;
const put = apiPut as unknown as (path: string, init?: object) => Promise<unknown>;
const byId = (id: string) => ({ params: { path: { id } } });

/**
 * A kind of record on the client, declared once: query and mutation keys from one factory,
 * `queryOptions` for its list, record and history, and mutations with keys whose defaults the query
 * client holds from its making (so a paused mutation can be resumed: the first step of offline entry).
 */
export function recordClient<const Ids extends KindIds>({ key, base, ids }: RecordClientSpec<Ids>) {
  type Rec = OkBody<Ids['get']>;
  const keys = {
    all: [key] as const,
    list: (query: QueryOf<Ids['list']>) => [key, 'list', query] as const,
    detail: (id: string) => [key, 'detail', id] as const,
    history: (id: string) => [key, 'history', id] as const,
    mutation: (action: Action) => [key, 'mutation', action] as const,
  };
  const listQuery = (query: QueryOf<Ids['list']>) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => get(base, { params: { query } }) as Promise<OkBody<Ids['list']>>,
      placeholderData: keepPreviousData,
    });
  const detailQuery = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => get(`${base}/{id}`, byId(id)) as Promise<Rec>,
    });
  const historyQuery = (id: string) =>
    queryOptions({
      queryKey: keys.history(id),
      queryFn: () => get(`${base}/{id}/history`, byId(id)) as Promise<OkBody<Ids['history']>>,
    });
  const mutationFns = {
    create: (body: RequestBody<Life<Ids, 'create'>>) => post(base, { body }) as Promise<Rec>,
    update: ({ id, body }: { id: string; body: RequestBody<Ids['update']> }) =>
      put(`${base}/{id}`, { ...byId(id), body }) as Promise<Rec>,
    delete: ({ id, body }: { id: string; body: RequestBody<Life<Ids, 'delete'>> }) =>
      post(`${base}/{id}/delete`, { ...byId(id), body }) as Promise<Rec>,
    restore: (id: string) => post(`${base}/{id}/restore`, byId(id)) as Promise<Rec>,
  };
  /** The mutations the kind has: a place's profile is only updated. */
  const actions = (['create', 'update', 'delete', 'restore'] as const).filter(
    (action) => action === 'update' || action in ids,
  );
  /**
   * Sets each mutation's function and refresh on a query client under the mutation's key (the
   * query client does it for every kind when it is made: lib/records/record-clients.ts); the hooks
   * below name only the key, so a mutation paused offline can be resumed from it alone.
   */
  const setMutationDefaults = (client: QueryClient) => {
    for (const action of actions)
      client.setMutationDefaults(keys.mutation(action), {
        mutationFn: mutationFns[action] as (input: unknown) => Promise<unknown>,
        onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
      });
  };
  const useRecordMutation = <Variables>(action: Action) =>
    useMutation<Rec, Error, Variables>({ mutationKey: keys.mutation(action) });
  return {
    ids,
    keys,
    listQuery,
    detailQuery,
    historyQuery,
    /** The mutations the kind has (`update` always; `create`, `delete`, `restore` when it has them). */
    actions,
    setMutationDefaults,
    /** A chunk of the filtered records for an export (`<base>/export`). */
    exportChunk: (query: QueryOf<Ids['export']>) =>
      get(`${base}/export`, { params: { query } }) as Promise<OkBody<Ids['export']>>,
    /** Rows of a spreadsheet checked (`dryRun`) or added (`<base>/import`), for a kind that imports. */
    importRows: <Row>(rows: Row[], dryRun: boolean) =>
      post(`${base}/import`, { body: { rows, dryRun } }) as Promise<OkBody<Imported<Ids>>>,
    /** The latest version of a record, read past the cache (a conflict's other side). */
    fetchRecord: (id: string) => get(`${base}/{id}`, byId(id)) as Promise<Rec>,
    /** A list; nothing is asked while the query is undefined (a palika not chosen yet). */
    useList: (query: QueryOf<Ids['list']> | undefined) =>
      useQuery({
        ...listQuery(query ?? ({} as QueryOf<Ids['list']>)),
        enabled: query !== undefined,
      }),
    useRecord: (id: string | undefined) =>
      useQuery({ ...detailQuery(id ?? ''), enabled: Boolean(id) }),
    useHistory: (id: string) => useQuery(historyQuery(id)),
    useCreate: () => useRecordMutation<Parameters<typeof mutationFns.create>[0]>('create'),
    useUpdate: () => useRecordMutation<Parameters<typeof mutationFns.update>[0]>('update'),
    useDelete: () => useRecordMutation<Parameters<typeof mutationFns.delete>[0]>('delete'),
    useRestore: () => useRecordMutation<Parameters<typeof mutationFns.restore>[0]>('restore'),
  };
}
