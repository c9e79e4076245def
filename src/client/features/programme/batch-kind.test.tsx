import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { batchChunkLoader, batchExportHeader } from '@/client/features/programme/batch-export';
import { BatchDetails } from '@/client/features/programme/components/batch-details';
import {
  batchBodyOf,
  batchValuesOf,
  emptyBatchValues,
} from '@/client/features/programme/components/batch-form/values';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { BATCH, TRAINING } from '../../../../stories/support/batch-fixtures';
import { renderAt } from '../../../../tests/support/render-app';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a batch (its details, its export) and what its form holds and sends, held
 * while the kind's fields move onto the contract's field table.
 */

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

function detailsOf(batch: Schemas['Batch'], locale: Locale) {
  const { container, unmount } = renderAt(
    <BatchDetails batch={batch} />,
    locale === 'np' ? '/np' : '/',
  );
  const shown = container.cloneNode(true);
  unmount();
  return shown;
}

describe("a batch's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    for (const batch of [BATCH, TRAINING])
      for (const locale of ['en', 'np'] as const)
        expect(detailsOf(batch, locale)).toMatchSnapshot();
  });
});

describe("a batch's export", () => {
  it('heads its columns in the reader language and writes a batch a row', async () => {
    api.items = [BATCH, TRAINING];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const chunk = await batchChunkLoader({}, intl, locale)(undefined);
      // As the file writes them: no value and empty text are the same empty cell.
      const rows = chunk.rows.map((row) => row.map((cell) => cell ?? ''));
      expect([batchExportHeader(intl), ...rows]).toMatchSnapshot();
    }
  });
});

describe("a batch's form", () => {
  it('starts a planned DPRP palika cohort of the year, with its schedule', () => {
    expect(emptyBatchValues(2083)).toMatchSnapshot();
  });

  it('edits a stored batch and sends it back as it was', () => {
    for (const batch of [BATCH, TRAINING])
      for (const locale of ['en', 'np'] as const) {
        const values = batchValuesOf(batch, locale);
        expect(values).toMatchSnapshot();
        expect(batchBodyOf(values)).toMatchSnapshot();
      }
  });

  it('sends numbers typed in Nepali as numbers, its code in capitals, empty text as null', () => {
    expect(
      batchBodyOf({
        ...emptyBatchValues(2082),
        code: ' koshi-dprp-b3 ',
        nameEn: ' Batch 3 ',
        nameNe: ' तेस्रो ब्याच ',
        provinceId: '१',
        entryFiscalYear: '२०८२',
        selectingAuthority: '  ',
        callForProposalDate: '2025-06-01',
        startDate: '2025-07-17',
        plannedEndDate: '2029-07-16',
        description: ' नयाँ ',
        phaseMonths: ['६', '12', '१२', '12'],
        costShare: { province: '५०', palika: '50', partner: '' },
      }),
    ).toMatchSnapshot();
  });
});
