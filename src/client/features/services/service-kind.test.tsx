import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emptyServiceValues,
  serviceBodyOf,
  serviceValuesOf,
} from '@/client/features/services/components/service-form/values';
import { serviceChunkLoader, serviceExportHeader } from '@/client/features/services/service-export';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { GROUP_RECORD, PERSON, RECORD } from '../../../../stories/support/service-fixtures';

const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiGet: async () => ({ items: api.items, total: api.items.length, next: null }),
}));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

/**
 * What a user reads of a service given (its export) and what its form sends, held while the
 * kind's fields move onto the contract's field table.
 */
const REFERRAL = {
  ...RECORD,
  _id: '00000000-0000-4000-8000-000000000303',
  assistiveDeviceType: null,
  referralFacility: 'Koshi Hospital',
  referralReason: 'Fitting',
  referralStatus: 'reached',
  referralOutcomeDate: '2026-11-20',
  providerType: 'health_facility',
  providerId: '00000000-0000-4000-8000-000000000401',
  provider: {
    kind: 'health_facility',
    id: '00000000-0000-4000-8000-000000000401',
    nameNe: 'कोशी अस्पताल',
    nameEn: 'Koshi Hospital',
    wardNo: 4,
  },
  providerName: 'Dr. Rai',
  costNpr: 1250.5,
  followUpDate: '2026-12-01',
  notes: 'दोस्रो भेट',
  attributes: { sessions: 3 },
} as unknown as Schemas['ServiceRecord'];

const intlOf = (locale: Locale) =>
  createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });

describe("a service's export", () => {
  it('heads its columns in the reader language and writes a service a row', async () => {
    api.items = [RECORD, GROUP_RECORD, REFERRAL];
    for (const locale of ['en', 'np'] as const) {
      const intl = intlOf(locale);
      const chunk = await serviceChunkLoader({}, intl, locale)(undefined);
      // As the file writes them: no value and empty text are the same empty cell.
      const rows = chunk.rows.map((row) => row.map((cell) => cell ?? ''));
      expect([serviceExportHeader(intl), ...rows]).toMatchSnapshot();
    }
  });
});

describe("a service's form", () => {
  it('starts today with one of a thing, at the given place', () => {
    expect(emptyServiceValues({ provinceId: 1, districtId: 5, palikaId: 60 })).toMatchSnapshot();
  });

  it('edits a stored service and sends it back as it was', () => {
    for (const record of [RECORD, GROUP_RECORD, REFERRAL]) {
      const values = serviceValuesOf(record, record.isGroup ? undefined : PERSON, {
        provinceId: 1,
      });
      expect(values).toMatchSnapshot();
      expect(serviceBodyOf(values)).toMatchSnapshot();
    }
  });

  it('sends only what the mode and provider ask, numbers typed in Nepali as numbers', () => {
    const group = serviceValuesOf(GROUP_RECORD, undefined, {});
    expect(
      serviceBodyOf({
        ...group,
        person: PERSON,
        participantsFemale: '१२',
        participantsMale: ' 1,200 ',
        costNpr: '२,५००',
        quantity: '',
        providerType: 'other',
        providerId: '00000000-0000-4000-8000-000000000401',
        providerName: '  ',
        notes: ' ok ',
      }),
    ).toMatchSnapshot();
    const person = serviceValuesOf(RECORD, PERSON, {});
    expect(
      serviceBodyOf({
        ...person,
        participantsFemale: '3',
        providerType: 'fchv',
        providerId: '00000000-0000-4000-8000-000000000402',
        costNpr: 'abc',
      }),
    ).toMatchSnapshot();
  });
});
