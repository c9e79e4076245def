import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { registerRecordMutations } from './records/record-clients';

/**
 * The app's query client: queries retried unless the server refused them, and every kind's
 * mutation defaults registered at once (a paused mutation is resumable before any screen ran).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  registerRecordMutations(client);
  return client;
}
