import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { RECORD_CLIENTS } from './record-clients';
import type { ReactNode } from 'react';

const visits = RECORD_CLIENTS.profiles;

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
    expect(visits.keys.detail('a')).toEqual(['profiles', 'detail', 'a']);
    expect(visits.keys.history('a')).toEqual(['profiles', 'history', 'a']);
    expect(visits.keys.mutation('update')).toEqual(['profiles', 'mutation', 'update']);
  });

  it("knows every kind's mutations from the making of the query client, before any screen used one", () => {
    const client = createQueryClient();
    const known = Object.values(RECORD_CLIENTS).flatMap((records) =>
      records.actions.map((action) => [
        records.keys.all[0],
        action,
        typeof client.getMutationDefaults(records.keys.mutation(action)).mutationFn,
      ]),
    );
    expect(known).toHaveLength(38);
    expect(known.filter(([, , fn]) => fn !== 'function')).toEqual([]);
    expect(client.getMutationDefaults(['wardProfiles', 'mutation', 'create']).mutationFn).toBe(
      undefined,
    );
  });

  it('runs a mutation from the defaults set on the query client under its key, and refreshes the kind', async () => {
    const client = createQueryClient();
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
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['profiles'] });
  });
});
