import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { FACILITY_TABLE } from '@/client/features/palika/components/facility-columns';
import { FACILITY_FILTERS } from '@/client/features/palika/components/facility-filters';
import {
  FACILITY_ENUM_FIELDS,
  type Facility,
  emptyFacilityValues,
  facilityBodyOf,
  facilityValuesOf,
} from '@/client/features/palika/components/facility-form/values';
import { FACILITY_LIST, facilityImport } from '@/client/features/palika/pages/facility-list';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import { readRows } from '@/client/lib/records/import-columns';
import type { Locale } from '@/shared/locale';
import { HEALTH_POST, HOSPITAL } from '../../../../stories/support/facility-fixtures';
import { renderAt } from '../../../../tests/support/render-app';
import { tableText } from '../../../../tests/support/table-text';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a health facility (its details, its export, the import's template and what
 * a row becomes) and what its form sends, held while the kind's fields move into one table.
 */

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

function factsOf(facility: Facility, locale: Locale) {
  const { unmount } = renderAt(
    <>{FACILITY_LIST.details(facility)}</>,
    locale === 'np' ? '/np' : '/',
  );
  const facts = screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.innerHTML}`);
  unmount();
  return facts;
}

describe("a health facility's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    expect(factsOf(HEALTH_POST, 'en')).toMatchSnapshot();
    expect(factsOf(HEALTH_POST, 'np')).toMatchSnapshot();
    expect(factsOf(HOSPITAL, 'en')).toMatchSnapshot();
  });
});

describe("a health facility's export", () => {
  it('heads its columns in the reader language and writes a facility a row', async () => {
    api.items = [HEALTH_POST, HOSPITAL];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const { header, loadChunk } = FACILITY_LIST.exporter({}, intl, locale);
      const chunk = await loadChunk(undefined);
      expect([header, ...chunk.rows]).toMatchSnapshot();
    }
  });
});

const FACILITY_IMPORT_COLUMNS = facilityImport(60).columns;

describe("a health facility list's import", () => {
  it('asks for its columns in order, the required ones marked', () => {
    expect(
      FACILITY_IMPORT_COLUMNS.map(
        (c) => `${c.field} ${MESSAGES.en[c.labelId]}${c.required ? ' *' : ''}`,
      ),
    ).toMatchSnapshot();
  });

  it("makes a row's cells a facility's body", async () => {
    const header = FACILITY_IMPORT_COLUMNS.map((c) => MESSAGES.np[c.labelId]);
    const filled: Record<string, string> = {
      nameNe: 'स्वास्थ्य चौकी',
      nameEn: 'Health Post',
      facilityType: 'Health post',
      ownership: 'local',
      operationalStatus: 'functional',
      wardNo: '४',
      catchmentWards: '४, ५ 6',
      services: 'lab; xray',
      beds: '१२',
      insuranceFirstPoint: 'No',
      latitude: '26.5',
    };
    const rows: Record<string, string>[] = [
      { ...filled },
      { ...filled, insuranceFirstPoint: '', services: '' },
    ];
    for (const row of rows) {
      const cells = FACILITY_IMPORT_COLUMNS.map((c) => row[c.field] ?? '');
      const read = readRows([header, cells], FACILITY_IMPORT_COLUMNS, [MESSAGES.en, MESSAGES.np]);
      expect(read.problems).toEqual([]);
      const body = await facilityImport(60).bodyOf(read.rows[0].values);
      expect({ ...body, _id: typeof body._id }).toMatchSnapshot();
    }
  });
});

describe("a health facility's form", () => {
  it('starts empty and functional, at the given place', () => {
    expect(emptyFacilityValues({ provinceId: 1, districtId: 5, palikaId: 60 })).toMatchSnapshot();
  });

  it('edits a stored facility and sends it back as it was, wards in order', () => {
    const values = facilityValuesOf(HEALTH_POST, { provinceId: 1, districtId: 5 });
    expect(values).toMatchSnapshot();
    expect(facilityBodyOf(values)).toMatchSnapshot();
    expect(
      facilityBodyOf({
        ...facilityValuesOf(HOSPITAL, {}),
        catchmentWards: ['12', '3'],
        beds: '१५',
        email: ' ',
        nameEn: ' Hospital ',
        insuranceFirstPoint: '',
      }),
    ).toMatchSnapshot();
  });

  it('name the list of each coded field (histories and conflicts show their labels)', () => {
    expect(FACILITY_ENUM_FIELDS).toMatchSnapshot();
  });
});

describe("a facility list's table", () => {
  it('names, sorts and reads its columns in either language', () => {
    const rows = [HEALTH_POST, { ...HOSPITAL, _id: 'x' }];
    expect(tableText(FACILITY_TABLE, rows, 'en')).toMatchSnapshot();
    expect(tableText(FACILITY_TABLE, rows, 'np')).toMatchSnapshot();
  });
});

describe("a facility list's filters", () => {
  it('offer each list of codes under its label', () => {
    expect(FACILITY_FILTERS).toMatchSnapshot();
  });
});
