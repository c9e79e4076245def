import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_RECORDS } from '@/shared/record-kinds';
import { recordClient } from './record-client';
import type { ReactNode } from 'react';

const visits = recordClient({ key: 'visits', ...PROFILE_RECORDS });

function stubFetch(body: unknown) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('a kind of record on the client', () => {
  it('keys every query and mutation under the kind, so one invalidation refreshes them all', () => {
    expect(visits.keys.detail('a')).toEqual(['visits', 'detail', 'a']);
    expect(visits.keys.history('a')).toEqual(['visits', 'history', 'a']);
    expect(visits.keys.mutation('update')).toEqual(['visits', 'mutation', 'update']);
  });

  it('runs a mutation from the defaults set on the query client under its key, and refreshes the kind', async () => {
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => visits.useUpdate(), { wrapper });
    expect(client.getMutationDefaults(visits.keys.mutation('restore')).mutationFn).toBeTypeOf(
      'function',
    );
    const calls = stubFetch({ _id: 'a', version: 3 });
    await act(() => result.current.mutateAsync({ id: 'a', body: { version: 2 } as never }));
    expect([calls[0].method, new URL(calls[0].url).pathname]).toEqual([
      'PUT',
      '/api/pwd/profiles/a',
    ]);
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['visits'] });
  });
});
