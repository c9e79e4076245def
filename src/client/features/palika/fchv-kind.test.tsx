import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyFchvValues,
  fchvBodyOf,
  fchvValuesOf,
} from '@/client/features/palika/components/fchv-form/values';
import { fchvImportKind } from '@/client/features/palika/fchv-import';
import { FCHV_LIST } from '@/client/features/palika/pages/fchv-list';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import { readRows } from '@/client/lib/records/import-columns';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { SITA } from '../../../../stories/support/fchv-fixtures';
import { renderAt } from '../../../../tests/support/render-app';
import { tableText } from '../../../../tests/support/table-text';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of an FCHV (her details, the export, the import's template and what a row
 * becomes, the list's table and filters) and what her form sends, held while the kind's fields
 * move into one table.
 */
type Fchv = Schemas['Fchv'];
const RETIRED: Fchv = {
  ...SITA,
  _id: '00000000-0000-4000-8000-000000000021',
  nameEn: null,
  phone: null,
  hasSmartphone: null,
  education: null,
  catchmentHouseholds: null,
  basicTrainingCompleted: false,
  basicTrainingDate: null,
  hasKit: false,
  trainings: [],
  status: 'retired',
  statusDate: '2025-01-10',
  retirement: null,
  user: { _id: '00000000-0000-4000-8000-000000000099', username: 'sita.rai' },
  userId: '00000000-0000-4000-8000-000000000099',
} as Fchv;
const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

function detailsOf(fchv: Fchv, locale: Locale) {
  const { container, unmount } = renderAt(
    <>{FCHV_LIST.details(fchv)}</>,
    locale === 'np' ? '/np' : '/',
  );
  const text = [...container.querySelectorAll('[role=alert], [role=status], dt, h3, tr')].map(
    (node) =>
      node.tagName === 'DT'
        ? `${node.textContent} = ${node.nextElementSibling?.textContent}`
        : [...node.children].map((child) => child.textContent).join(' | ') || node.textContent,
  );
  unmount();
  return text;
}

describe("an FCHV's details", () => {
  it('read her warning, every fact in order and her trainings, in English and in Nepali', () => {
    expect(detailsOf(SITA, 'en')).toMatchSnapshot();
    expect(detailsOf(SITA, 'np')).toMatchSnapshot();
    expect(detailsOf(RETIRED, 'en')).toMatchSnapshot();
  });
});

describe("an FCHV list's export", () => {
  it('heads its columns in the reader language and writes an FCHV a row', async () => {
    api.items = [SITA, RETIRED];
    for (const locale of ['en', 'np'] as const) {
      const { header, loadChunk } = FCHV_LIST.exporter({}, intlOf(locale), locale);
      const chunk = await loadChunk(undefined);
      expect([header, ...chunk.rows]).toMatchSnapshot();
    }
  });
});

describe("an FCHV list's import", () => {
  const kind = fchvImportKind(60);

  it('asks for its columns in order, the required ones marked', () => {
    expect(
      kind.columns.map((c) => `${c.field} ${MESSAGES.en[c.labelId]}${c.required ? ' *' : ''}`),
    ).toMatchSnapshot();
  });

  it("makes a row's cells an FCHV's body, her facility found by its HMIS code or name", async () => {
    api.items = [{ _id: 'facility-1', hmisCode: 'HP05', nameNe: 'स्वास्थ्य चौकी', nameEn: 'HP' }];
    const header = kind.columns.map((c) => MESSAGES.np[c.labelId]);
    const filled: Record<string, string> = {
      nameNe: 'सीता राई',
      wardNo: '५',
      birthDate: '2023-08-17',
      hasSmartphone: 'हो',
      casteEthnicityCode: '2',
      education: 'secondary',
      supervisingFacilityId: 'hp05',
      catchmentHouseholds: '१४०',
      appointmentYear: '2050',
      basicTrainingCompleted: 'No',
      status: 'active',
      hasKit: 'true',
    };
    const cells = kind.columns.map((c) => filled[c.field] ?? '');
    const read = readRows([header, cells], kind.columns, [MESSAGES.en, MESSAGES.np]);
    expect(read.problems).toEqual([]);
    const body = await kind.bodyOf(read.rows[0].values);
    expect({ ...body, _id: typeof body._id }).toMatchSnapshot();
    const unknown = await fchvImportKind(60).bodyOf({
      ...read.rows[0].values,
      supervisingFacilityId: 'nowhere',
    });
    expect(unknown.supervisingFacilityId).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe("an FCHV list's table and filters", () => {
  it('names, sorts and reads its columns in either language', () => {
    expect(tableText(FCHV_LIST.table, [SITA, RETIRED], 'en')).toMatchSnapshot();
    expect(tableText(FCHV_LIST.table, [SITA, RETIRED], 'np')).toMatchSnapshot();
  });

  it('offer each list of codes under its label', () => {
    expect(FCHV_LIST.filters).toMatchSnapshot();
  });
});

describe("an FCHV's form", () => {
  it('starts empty and active, at the given place', () => {
    expect(emptyFchvValues({ provinceId: 1, districtId: 5, palikaId: 60 })).toMatchSnapshot();
  });

  it('edits a stored FCHV and sends her back as she was', () => {
    for (const fchv of [SITA, RETIRED]) {
      const values = fchvValuesOf(fchv, { provinceId: 1, districtId: 5 });
      expect(values).toMatchSnapshot();
      expect(fchvBodyOf(values)).toMatchSnapshot();
    }
  });

  it('sends numbers typed in Nepali as numbers, blank text as nothing', () => {
    const values = fchvValuesOf(RETIRED, {});
    expect(
      fchvBodyOf({
        ...values,
        wardNo: '७',
        nameNe: ' सीता ',
        nameEn: '  ',
        mothersGroupMembers: '२४',
        hasIdCard: '',
        trainings: [
          {
            trainingType: 'refresher',
            date: '2024-01-01',
            days: '३',
            organiser: ' ',
            cohort: 'B2',
          },
        ],
      }),
    ).toMatchSnapshot();
  });

  it('names the list of each coded field (histories and conflicts show their labels)', () => {
    expect(FCHV_LIST.enumFields).toEqual({
      status: 'fchvStatus',
      education: 'educationLevel',
      maritalStatus: 'marital',
      casteEthnicityCode: 'caste',
      areaType: 'areaType',
      hasSmartphone: 'yesNo',
      hasIdCard: 'yesNo',
      hasKit: 'yesNo',
      basicTrainingCompleted: 'yesNo',
    });
  });
});
