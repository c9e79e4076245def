import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@/client/lib/api-client';
import { useStartSession } from '@/client/lib/session';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const currentSessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: () => apiGet('/api/auth/session'),
    staleTime: 5 * 60_000,
  });

/**
 * Confirms the stored session with the server when the app shell opens, and keeps the stored user
 * current (a changed role or place shows at once). A 401 signs the user out through the API client.
 */
export function useCurrentSession(token: string | undefined) {
  const startSession = useStartSession();
  const query = useQuery({ ...currentSessionQuery(), enabled: Boolean(token) });
  useEffect(() => {
    if (query.data && token) startSession({ token, user: query.data });
  }, [query.data, token, startSession]);
  return query;
}
