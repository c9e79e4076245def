import type { QueryOf } from '@/shared/api/types';

/** Query keys of profiles: invalidating `all` refreshes every list, detail and history. */
export const profileKeys = {
  all: ['profiles'] as const,
  list: (query: QueryOf<'listProfiles'>) => [...profileKeys.all, 'list', query] as const,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
  history: (id: string) => [...profileKeys.all, 'history', id] as const,
};
