import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { wardBodyOf, wardValuesOf } from '@/client/features/palika/components/ward-form/values';
import { WARD_LIST } from '@/client/features/palika/pages/ward-list';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { EMPTY, WARD } from '../../../../stories/support/ward-fixtures';
import { renderAt } from '../../../../tests/support/render-app';
import { tableText } from '../../../../tests/support/table-text';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a ward's profile (its details, its export, the list's table and filters)
 * and what its form sends, held while the kind's fields move into one table.
 */
type Ward = Schemas['WardProfile'];
const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

function factsOf(ward: Ward, locale: Locale) {
  const { unmount } = renderAt(<>{WARD_LIST.details(ward)}</>, locale === 'np' ? '/np' : '/');
  const facts = screen.getAllByRole('term').map((term) => {
    const value = term.nextElementSibling;
    const link = value?.querySelector('a')?.getAttribute('href');
    return `${term.textContent} = ${value?.textContent}${link ? ` (${link})` : ''}`;
  });
  unmount();
  return facts;
}

describe("a ward's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    expect(factsOf(WARD, 'en')).toMatchSnapshot();
    expect(factsOf(WARD, 'np')).toMatchSnapshot();
    expect(factsOf(EMPTY, 'en')).toMatchSnapshot();
  });
});

describe("a ward list's export", () => {
  it('heads its columns in the reader language and writes a ward a row', async () => {
    api.items = [WARD, EMPTY];
    for (const locale of ['en', 'np'] as const) {
      const { header, loadChunk } = WARD_LIST.exporter({}, intlOf(locale), locale);
      const chunk = await loadChunk(undefined);
      expect([header, ...chunk.rows]).toMatchSnapshot();
    }
  });
});

describe("a ward list's table and filters", () => {
  it('names, sorts and reads its columns in either language', () => {
    expect(tableText(WARD_LIST.table, [WARD, EMPTY], 'en')).toMatchSnapshot();
    expect(tableText(WARD_LIST.table, [WARD, EMPTY], 'np')).toMatchSnapshot();
  });

  it('offer each list of codes under its label', () => {
    expect(WARD_LIST.filters).toMatchSnapshot();
  });
});

describe("a ward's form", () => {
  it('edits a stored profile and sends it back as it was', () => {
    const values = wardValuesOf(WARD);
    expect(values).toMatchSnapshot();
    expect(wardBodyOf(values)).toMatchSnapshot();
    expect(wardBodyOf(wardValuesOf(EMPTY))).toMatchSnapshot();
  });

  it('sends numbers typed in Nepali as numbers, blank text as nothing', () => {
    const values = wardValuesOf(EMPTY);
    expect(
      wardBodyOf({
        ...values,
        populationTotal: '१२,०००'.replace(',', ''),
        areaSqKm: '४.५',
        chairName: '  ',
        officeAddress: ' रानी ',
        dprpCommitteeFormed: 'false',
        populationSource: 'census_2078',
      }),
    ).toMatchSnapshot();
  });

  it('names the list of each coded field (histories and conflicts show their labels)', () => {
    expect(WARD_LIST.enumFields).toEqual({
      populationSource: 'populationSource',
      ecologicalBelt: 'ecologicalBelt',
      dprpCommitteeFormed: 'yesNo',
    });
  });
});
