import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { PALIKA_PROFILE_TABLE } from '@/client/features/palika/components/palika-profile-columns';
import { PalikaProfileDetails } from '@/client/features/palika/components/palika-profile-details';
import { PALIKA_PROFILE_FILTERS } from '@/client/features/palika/components/palika-profile-filters';
import {
  PALIKA_PROFILE_ENUM_FIELDS,
  type PalikaProfile,
  palikaProfileBodyOf,
  palikaProfileValuesOf,
} from '@/client/features/palika/components/palika-profile-form/values';
import { PALIKA_PROFILE_LIST } from '@/client/features/palika/pages/palika-profile-list';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Locale } from '@/shared/locale';
import { renderAt } from '../../../../tests/support/render-app';
import { tableText } from '../../../../tests/support/table-text';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a palika's profile (its details, its export) and what its form sends, held
 * while the kind's fields move into one table.
 */
const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
const PROFILE: PalikaProfile = {
  _id: '00000000-0000-4000-8000-000000000030',
  palikaId: 60,
  code: '10405',
  nameEn: 'Biratnagar',
  nameNe: 'विराटनगर',
  palikaType: 'metropolitan',
  wardCount: 19,
  headquarters: 'विराटनगर',
  areaSqKm: 77.125,
  populationTotal: 244750,
  populationMale: 121600,
  populationFemale: 123100,
  populationOther: 50,
  populationSource: 'census_2078',
  populationYear: 2078,
  households: 56300,
  pwdCensusCount: 5105,
  website: 'https://biratnagarmun.gov.np',
  email: 'info@biratnagarmun.gov.np',
  phone: '021-470123',
  chiefName: 'नागेश कोइराला',
  deputyName: 'शिल्पा कार्की',
  caoName: 'राम थापा',
  focalPersonName: 'सरिता राई',
  focalPersonPhone: '9842000001',
  committeeFormedOn: '2019-03-01',
  idCardProcedureOn: '2020-07-15',
  ecologicalBelt: 'terai',
  cbrfs: [
    {
      name: 'सुनिता लिम्बु',
      phone: '9842000002',
      appointedOn: '2024-01-15',
      trainingCompleted: true,
      status: 'active',
    },
    { name: 'गीता राई', phone: null, appointedOn: null, trainingCompleted: null, status: 'left' },
  ],
  currentBatch: {
    _id: '00000000-0000-4000-8000-000000000031',
    code: 'B1',
    nameEn: 'DPRP Koshi batch 1',
    nameNe: 'डीपीआरपी कोशी ब्याच १',
  },
  wardsFilled: 12,
  filled: true,
  palika: place(60, 'Biratnagar', 'विराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  version: 3,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: null,
  updatedAt: '2026-01-10T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};
/** A palika nobody has filled in: every field of its form empty, no batch, no facilitator. */
const UNFILLED: PalikaProfile = {
  ...PROFILE,
  headquarters: null,
  areaSqKm: null,
  populationTotal: null,
  populationMale: null,
  populationFemale: null,
  populationOther: null,
  populationSource: null,
  populationYear: null,
  households: null,
  pwdCensusCount: null,
  website: null,
  email: null,
  phone: null,
  chiefName: null,
  deputyName: null,
  caoName: null,
  focalPersonName: null,
  focalPersonPhone: null,
  committeeFormedOn: null,
  idCardProcedureOn: null,
  ecologicalBelt: null,
  cbrfs: [],
  currentBatch: null,
  wardsFilled: 0,
  filled: false,
};

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

/** Each fact as read (with where a link goes), then the facilitators' heading and table. */
function detailsOf(profile: PalikaProfile, locale: Locale) {
  const { unmount, container } = renderAt(
    <PalikaProfileDetails profile={profile} />,
    locale === 'np' ? '/np' : '/',
  );
  const facts = screen.getAllByRole('term').map((term) => {
    const value = term.nextElementSibling;
    const link = value?.querySelector('a')?.getAttribute('href');
    const lang = value?.querySelector('[lang]')?.getAttribute('lang');
    return `${term.textContent} = ${value?.textContent}${link ? ` → ${link}` : ''}${lang ? ` (${lang})` : ''}`;
  });
  const heading = container.querySelector('h3')?.textContent;
  const rows = [...container.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '),
  );
  unmount();
  return { facts, heading, rows };
}

describe("a palika profile's details", () => {
  it('read every fact in order, in English and in Nepali with its digits', () => {
    expect(detailsOf(PROFILE, 'en')).toMatchSnapshot();
    expect(detailsOf(PROFILE, 'np')).toMatchSnapshot();
    expect(detailsOf(UNFILLED, 'en')).toMatchSnapshot();
  });
});

describe("a palika profile's export", () => {
  it('heads its columns in the reader language and writes a palika a row', async () => {
    api.items = [PROFILE, UNFILLED];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const { header, loadChunk } = PALIKA_PROFILE_LIST.exporter!({}, intl, locale);
      const chunk = await loadChunk(undefined);
      expect([header, ...chunk.rows]).toMatchSnapshot();
    }
  });
});

describe("a palika profile's form", () => {
  it('edits a stored profile and sends it back as it was', () => {
    const values = palikaProfileValuesOf(PROFILE);
    expect(values).toMatchSnapshot();
    expect(palikaProfileBodyOf(values)).toMatchSnapshot();
    expect(palikaProfileBodyOf(palikaProfileValuesOf(UNFILLED))).toMatchSnapshot();
  });

  it('sends numbers typed in Nepali as numbers, blank text as nothing', () => {
    const values = palikaProfileValuesOf(UNFILLED);
    expect(
      palikaProfileBodyOf({
        ...values,
        areaSqKm: '७७.५',
        households: '1,200',
        populationYear: '२०७८',
        website: '   ',
        chiefName: ' नागेश ',
        populationSource: 'census_2078',
        cbrfs: [
          {
            name: ' गीता ',
            phone: '',
            appointedOn: '',
            trainingCompleted: 'false',
            status: 'left',
          },
        ],
      }),
    ).toMatchSnapshot();
  });
});

describe("a palika profile's coded fields", () => {
  it('name the list of each (histories and conflicts show their labels)', () => {
    expect(PALIKA_PROFILE_ENUM_FIELDS).toEqual({
      populationSource: 'populationSource',
      ecologicalBelt: 'ecologicalBelt',
    });
  });
});

describe("a palika profile list's table", () => {
  it('names, sorts and reads its columns in either language', () => {
    const rows = [PROFILE, { ...UNFILLED, _id: 'x' }];
    expect(tableText(PALIKA_PROFILE_TABLE, rows, 'en')).toMatchSnapshot();
    expect(tableText(PALIKA_PROFILE_TABLE, rows, 'np')).toMatchSnapshot();
  });
});

describe("a palika profile list's filters", () => {
  it('offer each list of codes under its label', () => {
    expect(PALIKA_PROFILE_FILTERS).toMatchSnapshot();
  });
});
