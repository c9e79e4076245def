import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { createQueryClient } from '@/client/lib/query-client';

const createStores = () => ({ store: createStore(), queryClient: createQueryClient() });

const ResetContext = createContext<() => void>(() => undefined);

/** Resets every client store: a fresh atom store and an empty query cache. */
export const useResetStores = () => useContext(ResetContext);

/** Holds the client state stores; a reset (at logout) replaces them, so nothing of the last user remains. */
export function StoresProvider({ children }: { children: ReactNode }) {
  const [{ store, queryClient }, setStores] = useState(createStores);
  const reset = useCallback(() => {
    queryClient.clear();
    setStores(createStores());
  }, [queryClient]);
  return (
    <ResetContext.Provider value={reset}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </ResetContext.Provider>
  );
}
