import type { QueryOf } from '@/shared/api/types';

/** Query keys of the users feature: invalidating `all` refreshes every list, detail and history. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: QueryOf<'listUsers'>) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  audit: (id: string) => [...userKeys.all, 'audit', id] as const,
  groups: () => [...userKeys.all, 'groups'] as const,
};
