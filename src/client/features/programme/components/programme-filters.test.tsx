import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { BATCH_FILTERS } from './batch-filters';
import { VALUE_FILTERS } from './value-filters';
import { choose, filtersSeen, queryAfter } from '../../../../../tests/support/filters-seen';
import { renderAt } from '../../../../../tests/support/render-app';

vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async (path: string) => {
    if (path === '/api/geography/provinces')
      return {
        items: [
          { id: 1, code: null, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' },
          { id: 3, code: null, nameEn: 'Bagmati Province', nameNe: 'बागमती प्रदेश' },
        ],
      };
    if (path === '/api/programme/activities')
      return {
        items: [
          { _id: 'a1', level: 1, code: '1', nameNe: 'तालिम', nameEn: 'Training' },
          { _id: 'a2', level: 2, code: '1.1', nameNe: 'सहजकर्ता तालिम', nameEn: null },
        ],
        total: 2,
      };
    throw new TypeError('offline');
  },
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

async function batches(path: string, value: Record<string, unknown>) {
  const patches: Record<string, unknown>[] = [];
  renderAt(
    <RecordFilters
      {...BATCH_FILTERS}
      value={{ programme: '', status: '', entryFiscalYear: '', ...value } as never}
      onChange={(patch) => patches.push(patch)}
    />,
    path,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return patches;
}

async function values(path: string, value: Record<string, unknown>) {
  const patches: Record<string, unknown>[] = [];
  renderAt(
    <RecordFilters {...VALUE_FILTERS} value={value} onChange={(patch) => patches.push(patch)} />,
    path,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return patches;
}

describe("the batches list's filters", () => {
  it('offer province, programme, status and entry year, in both languages', async () => {
    const patches = await batches('/', { provinceId: 1, status: 'active' });
    expect(filtersSeen()).toMatchSnapshot();
    choose('Province', 'Bagmati Province');
    choose('Entry fiscal year', '2076/77');
    expect(queryAfter([{ provinceId: 1, status: 'active' }, ...patches])).toEqual({
      provinceId: '3',
      status: 'active',
      entryFiscalYear: '2076',
    });
  });

  it('name all provinces when none is chosen, in Nepali', async () => {
    await batches('/np', { entryFiscalYear: '2080' });
    expect(filtersSeen()).toMatchSnapshot();
  });
});

describe("the activity values list's filters", () => {
  it('offer the activity only once a palika and a year are chosen', async () => {
    await values('/', { trimester: 2 });
    expect(filtersSeen()).toMatchSnapshot();
  });

  it('offer the activities of the palika and year; a new year clears the activity', async () => {
    const query = { palikaId: 60, fiscalYear: 2082, activityId: 'a2' };
    const patches = await values('/np', query);
    expect(filtersSeen()).toMatchSnapshot();
    choose('चौमासिक', 'तेस्रो (चैत–असार)');
    choose('आर्थिक वर्ष', '२०८१/८२');
    expect(queryAfter([query, ...patches])).toEqual({
      palikaId: '60',
      fiscalYear: '2081',
      trimester: '3',
    });
  });
});
