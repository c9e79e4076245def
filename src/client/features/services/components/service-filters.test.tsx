import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import type { Schemas } from '@/shared/api/types';
import { SERVICE_FILTERS } from './service-filters';
import { choose, filtersSeen, queryAfter } from '../../../../../tests/support/filters-seen';
import { renderAt } from '../../../../../tests/support/render-app';

const category = (id: number, parentId: number | null, nameEn: string, nameNe: string) =>
  ({
    id,
    parentId,
    level: parentId ? 2 : 1,
    nameEn,
    nameNe,
    code: `C${id}`,
  }) as Schemas['ServiceCategory'];
const CATEGORIES = [
  category(1, null, 'Health', 'स्वास्थ्य'),
  category(2, 1, 'Physiotherapy', 'फिजियोथेरापी'),
];

vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async (path: string) => {
    if (path === '/api/geography/provinces')
      return { items: [{ id: 1, code: null, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' }] };
    if (path === '/api/services/catalogue') return { categories: CATEGORIES, attributes: [] };
    throw new TypeError('offline');
  },
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

/** What a reader of the services list finds in its filters, and what each choice puts in the URL. */
async function shown(path: string, filters: Record<string, unknown>) {
  const patches: Record<string, unknown>[] = [];
  renderAt(
    <RecordFilters
      {...SERVICE_FILTERS}
      value={
        {
          fiscalYear: '',
          trimester: '',
          categoryId: '',
          providerType: '',
          gender: '',
          disabilityType: '',
          severityClass: '',
          ageBand: '',
          fundingSource: '',
          deviceType: '',
          referralStatus: '',
          ...filters,
        } as never
      }
      onChange={(patch) => patches.push(patch)}
    />,
    path,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return patches;
}

describe("the services list's filters", () => {
  it('offer the place, the year and period, the category and who, in English', async () => {
    const patches = await shown('/', { fiscalYear: '2082', gender: 'female', categoryId: '2' });
    expect(filtersSeen()).toMatchSnapshot();
    choose('Fiscal year', 'All');
    choose('Main type', 'Physical');
    choose('CBR component or service', 'Health');
    expect(
      queryAfter([{ fiscalYear: '2082', gender: 'female', categoryId: '2' }, ...patches]),
    ).toEqual({
      gender: 'female',
      disabilityType: 'physical',
      categoryId: '1',
    });
  });

  it('read in Nepali with its digits', async () => {
    await shown('/np', { fiscalYear: '2083', trimester: '2' });
    expect(filtersSeen()).toMatchSnapshot();
    expect(screen.getByRole('button', { name: /२०८३\/८४/ })).toBeTruthy();
  });
});
