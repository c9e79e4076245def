import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ValueDetails } from '@/client/features/programme/components/value-details';
import {
  emptyValueValues,
  figureOf,
  valueBodyOf,
  valueBodyOfRecord,
  valueValuesOf,
} from '@/client/features/programme/components/value-form/values';
import { valueChunkLoader, valueExportHeader } from '@/client/features/programme/value-export';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { BARE_VALUE, VALUE } from '../../../../stories/support/programme-fixtures';
import { renderAt } from '../../../../tests/support/render-app';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a value an activity achieved (its details, its export) and what its form
 * holds and sends, held while the kind's fields move onto the contract's field table.
 */

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

/** The attributes' labels as the page gives them (one left unnamed: read by its code). */
const LABELS = {
  en: { byGender: 'By gender', fitted: 'Fitted', devices: 'Devices' },
  np: { byGender: 'लिङ्ग अनुसार', fitted: 'जडान गरिएको', devices: 'सामग्री' },
};

function detailsOf(value: Schemas['ActivityValue'], locale: Locale) {
  const { container, unmount } = renderAt(
    <ValueDetails value={value} labels={LABELS[locale]} actions={<button>Edit</button>} />,
    locale === 'np' ? '/np' : '/',
  );
  const shown = container.cloneNode(true);
  unmount();
  return shown;
}

describe("a value's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    for (const value of [VALUE, BARE_VALUE, { ...VALUE, deletedAt: '2026-10-01T05:00:00Z' }])
      for (const locale of ['en', 'np'] as const)
        expect(detailsOf(value, locale)).toMatchSnapshot();
  });
});

describe("a value's export", () => {
  it('heads its columns in the reader language and writes a value a row', async () => {
    api.items = [VALUE, BARE_VALUE];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const chunk = await valueChunkLoader({}, intl, locale)(undefined);
      // As the file writes them: no value and empty text are the same empty cell.
      const rows = chunk.rows.map((row) => row.map((cell) => cell ?? ''));
      expect([valueExportHeader(intl), ...rows]).toMatchSnapshot();
    }
  });
});

describe("a value's form", () => {
  it('starts empty at the palika, activity and date given', () => {
    expect(emptyValueValues(60)).toMatchSnapshot();
    expect(emptyValueValues(60, VALUE.activityId, '2026-09-15')).toMatchSnapshot();
  });

  it('edits a stored value and sends it back as it was', () => {
    for (const value of [VALUE, BARE_VALUE]) {
      const values = valueValuesOf(value);
      expect(values).toMatchSnapshot();
      expect(valueBodyOf(values)).toMatchSnapshot();
      expect(valueBodyOfRecord(value)).toEqual(valueBodyOf(values));
    }
  });

  it('sends figures typed in Nepali or with commas as numbers, empty text as null', () => {
    expect(
      valueBodyOf({
        ...emptyValueValues(60, VALUE.activityId, '2026-09-15'),
        achievedOutput: ' १,२०० ',
        expenditureNpr: '48,250.75',
        participantsMale: '२',
        participantsFemale: '',
        participantsOther: '0',
        wardNo: '४',
        attributes: { sessions: 2, fitted: false, __text: { sessions: '2' } },
        notes: '  ',
      }),
    ).toMatchSnapshot();
    expect(['', ' 1,000 ', '१२.५', 'abc'].map(figureOf)).toMatchSnapshot();
  });
});
