import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TargetFilters } from './target-filters';
import { choose, filtersSeen, queryAfter } from '../../../../../tests/support/filters-seen';
import { renderAt } from '../../../../../tests/support/render-app';
import type { GridPlace } from '../target-grid-rows';

vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async (path: string) => {
    if (path === '/api/geography/provinces')
      return { items: [{ id: 1, code: null, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' }] };
    if (path === '/api/programme/batches')
      return {
        items: [
          { _id: 'b1', code: 'KOSHI-B1', nameEn: 'Batch 1', nameNe: 'पहिलो ब्याच', provinceId: 1 },
        ],
        total: 1,
      };
    throw new TypeError('offline');
  },
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const NATION: GridPlace = {
  scope: 'nation',
  provinceId: null,
  districtId: null,
  palikaId: null,
  batchId: null,
};

async function shown(path: string, place: GridPlace, withBatch: boolean) {
  const patches: Record<string, unknown>[] = [];
  renderAt(
    <TargetFilters
      fiscalYear={2082}
      place={place}
      withBatch={withBatch}
      onChange={(patch) => patches.push(patch)}
    />,
    path,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return patches;
}

describe("the targets' filters", () => {
  it('offer the year (the next one too), the place and a batch to a national user', async () => {
    const patches = await shown('/', NATION, true);
    expect(filtersSeen()).toMatchSnapshot();
    choose('Fiscal year', '2083/84');
    choose("Or a batch's own targets", 'KOSHI-B1 · Batch 1');
    expect(queryAfter([{ fiscalYear: 2082 }, ...patches])).toEqual({
      fiscalYear: '2083',
      batchId: 'b1',
      provinceId: '1',
    });
  });

  it("name a batch's targets in the folded line, in Nepali; no batch for others", async () => {
    await shown('/np', { ...NATION, scope: 'batch', batchId: 'b1', provinceId: 1 }, true);
    expect(filtersSeen()).toMatchSnapshot();
  });

  it('offer no batch to a palika user', async () => {
    await shown('/', { ...NATION, scope: 'palika', palikaId: 60 }, false);
    expect(filtersSeen()).toMatchSnapshot();
  });
});
