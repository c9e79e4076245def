import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { PwdDetails } from '@/client/features/pwd/components/pwd-details';
import {
  emptyPwdValues,
  pwdBodyOf,
  pwdValuesOf,
} from '@/client/features/pwd/components/pwd-form/values';
import { pwdExporter } from '@/client/features/pwd/pwd-export';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import { useFieldText } from '@/client/lib/records/field-text';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import type { Locale } from '@/shared/locale';
import { PROFILE as SITA } from '../../../../stories/support/pwd-fixtures';
import { renderAt } from '../../../../tests/support/render-app';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

/**
 * What a user reads of a person with disabilities (the details section by section, a value in the
 * history and the conflict dialog, the export) and what the form sends, held while the kind's
 * fields move into one table.
 */
type Profile = Schemas['Profile'];
const PROFILE: Profile = {
  ...SITA,
  schoolId: '00000000-0000-4000-8000-000000000020',
  school: {
    _id: '00000000-0000-4000-8000-000000000020',
    nameNe: 'श्री जनता मावि',
    nameEn: 'Shree Janata Secondary',
  },
  registeredByFchvId: '00000000-0000-4000-8000-000000000040',
  registeredByFchv: { _id: '00000000-0000-4000-8000-000000000040', nameNe: 'कमला राई' },
  citizenshipDistrictId: 6,
  phone: '9812345678',
  ageAtOnset: 1234,
};
/** A man without a card, with nearly nothing but what a registration needs. */
const BARE: Profile = {
  ...SITA,
  registrationNo: 'P60-2083-00013',
  nameNe: 'राम थापा',
  nameEn: null,
  gender: 'male',
  dob: '1980-01-02',
  dobEstimated: true,
  identificationSource: null,
  casteEthnicityCode: null,
  maritalStatus: null,
  fatherName: null,
  motherName: null,
  guardianName: null,
  guardianRelation: null,
  guardianPhone: null,
  birthRegNo: null,
  tole: null,
  disabilityTypes: ['physical', 'hearing'],
  primaryDisabilityType: 'multiple',
  disabilitySubtypes: [],
  severityClass: null,
  onset: null,
  cause: null,
  ageAtOnset: null,
  wgSeeing: null,
  wgHearing: null,
  wgWalking: null,
  wgRemembering: null,
  wgSelfCare: null,
  wgCommunication: null,
  wgAssessedOn: null,
  cardStatus: 'none',
  cardNo: null,
  cardIssueDate: null,
  ssaReceiving: false,
  ssaSinceFy: null,
  healthInsuranceStatus: null,
  educationStatus: null,
  livelihoodStatus: null,
  carePlanExists: null,
  carePlanDate: null,
  status: 'migrated_out',
  statusDate: '2026-11-20',
  consentGiven: false,
  consentDate: null,
  consentBy: null,
  age: 46,
  cardColour: null,
  wgDisability: null,
  school: null,
  registeredByFchv: null,
};

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });
const at = (locale: Locale) => (locale === 'np' ? '/np' : '/');

/** Each section's heading, then each fact as read (a swatch marked). */
function detailsOf(profile: Profile, locale: Locale) {
  const { unmount, container } = renderAt(<PwdDetails profile={profile} />, at(locale));
  const sections = [...container.querySelectorAll('section')].map((section) => [
    `# ${section.querySelector('h2')?.textContent}`,
    ...[...section.querySelectorAll('dt')].map((term) => {
      const value = term.nextElementSibling;
      const swatch = value?.querySelector('[aria-hidden]') ? ' [swatch]' : '';
      return `${term.textContent} = ${value?.textContent}${swatch}`;
    }),
  ]);
  unmount();
  return sections;
}

/** Each field's value as the history and the conflict dialog read it. */
function historyTextOf(values: Record<string, unknown>, locale: Locale) {
  const read: string[] = [];
  function Reader() {
    const text = useFieldText(PWD_FIELDS);
    for (const [field, value] of Object.entries(values))
      read.push(`${field}: ${text(field, value)}`);
    return <p>read</p>;
  }
  const { unmount } = renderAt(<Reader />, at(locale));
  screen.getByText('read');
  unmount();
  return read;
}

describe("a person's details", () => {
  it('read every fact section by section, in English and in Nepali with its digits', () => {
    expect(detailsOf(PROFILE, 'en')).toMatchSnapshot();
    expect(detailsOf(PROFILE, 'np')).toMatchSnapshot();
    expect(detailsOf(BARE, 'en')).toMatchSnapshot();
  });
});

describe("a person's values in the history and the conflict dialog", () => {
  it('read each field in the reader language, nothing as a dash', () => {
    // Answered by the read, never audited (a pair is found or decided apart from the person).
    const { duplicateCandidate: _candidate, ...audited } = PROFILE;
    const values = {
      ...audited,
      places: undefined,
      school: undefined,
      registeredByFchv: undefined,
    };
    expect(historyTextOf(values, 'en')).toMatchSnapshot();
    expect(historyTextOf(values, 'np')).toMatchSnapshot();
    expect(
      historyTextOf({ nameEn: '', disabilitySubtypes: [], cardNo: null, ghost: 'as is' }, 'en'),
    ).toEqual(['nameEn: —', 'disabilitySubtypes: —', 'cardNo: —', 'ghost: as is']);
  });
});

describe("a person's export", () => {
  it('heads its columns in the reader language and writes a person a row', async () => {
    api.items = [PROFILE, BARE];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const { header, loadChunk } = pwdExporter({}, intl, locale);
      const chunk = await loadChunk(undefined);
      // A file holds an empty cell alike for nothing and for empty text.
      const rows = chunk.rows.map((row) => row.map((cell) => (cell === '' ? null : cell)));
      expect([header, ...rows]).toMatchSnapshot();
    }
  });
});

describe("a person's form", () => {
  it('starts empty, registered today, at the given place', () => {
    const values = emptyPwdValues({ provinceId: 1, districtId: 6, palikaId: 60 });
    expect(values.registrationDate).toBe(toIsoDate(todayInNepal()));
    expect({ ...values, registrationDate: 'today' }).toMatchSnapshot();
    expect({ ...pwdBodyOf(values), registrationDate: 'today' }).toMatchSnapshot();
  });

  it('edits a stored person and sends them back as they were', () => {
    for (const profile of [PROFILE, BARE]) {
      const values = pwdValuesOf(profile);
      expect(values).toMatchSnapshot();
      expect(pwdBodyOf(values)).toMatchSnapshot();
    }
  });

  it('sends numbers typed in Nepali as numbers, wrong numbers and blank text as nothing', () => {
    expect(
      pwdBodyOf({
        ...pwdValuesOf(BARE),
        wardNo: '५',
        ageAtOnset: 'twelve',
        ssaSinceFy: ' २०८२ ',
        wgSeeing: '3',
        nameNe: '  राम  ',
        nameEn: '   ',
        shgMember: 'true',
        opdMember: 'false',
        carePlanExists: '',
      }),
    ).toMatchSnapshot();
  });
});
