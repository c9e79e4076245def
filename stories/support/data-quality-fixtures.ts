import type { Schemas } from '@/shared/api/types';

type Drill = Schemas['QualityDrill'];
type Side = Schemas['QualitySide'];

/** The period the data-quality stories show: Biratnagar, 2082/83, the second four months. */
const AT = { palikaId: 101, fiscalYear: 2082, period: 2 } as const;
const place = { palikaId: AT.palikaId, districtId: 12, provinceId: 1 };

const persons = (query: Drill['query'] = {}): Drill => ({
  route: 'pwdProfileList',
  query: { palikaId: AT.palikaId, ...query },
});
const services = (query: Drill['query'] = {}): Drill => ({
  route: 'providedServiceView',
  query: { palikaId: AT.palikaId, fiscalYear: AT.fiscalYear, trimester: AT.period, ...query },
});
const zero: Side = { measure: null, count: null, value: 0, drill: null, records: [] };

/** A palika's period with two errors, a warning and two outliers (one of each test). */
export const QUALITY_REPORT: Schemas['QualityReport'] = {
  ...AT,
  palikaNameEn: 'Biratnagar Metropolitan City',
  palikaNameNe: 'विराटनगर महानगरपालिका',
  districtId: place.districtId,
  errors: 2,
  warnings: 1,
  rulesChecked: 13,
  violations: [
    {
      rule: 'cardsWithinRegistered',
      severity: 'error',
      operator: 'le',
      left: {
        measure: null,
        count: 'cardsIssued',
        value: 212,
        drill: persons({ cardHeld: true }),
        records: [],
      },
      right: {
        measure: 'registered',
        count: null,
        value: 187,
        drill: persons({ registeredTo: '2026-03-13' }),
        records: [],
      },
    },
    {
      rule: 'serviceAfterRegistration',
      severity: 'error',
      operator: 'eq',
      left: {
        measure: null,
        count: 'servicesBeforeRegistration',
        value: 2,
        drill: services(),
        records: [
          {
            kind: 'service',
            id: '5b0c1d52-8f1e-4b55-9a3c-2f7d4d1e0a11',
            label: '2025-11-20 · BRT-2082-0042',
          },
          {
            kind: 'service',
            id: '9e6a0f3b-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
            label: '2025-12-02 · BRT-2082-0057',
          },
        ],
      },
      right: zero,
    },
    {
      rule: 'severeCardScreened',
      severity: 'warning',
      operator: 'eq',
      left: {
        measure: null,
        count: 'severeCardWithoutDifficulty',
        value: 1,
        drill: persons({ cardHeld: true }),
        records: [
          { kind: 'person', id: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f', label: 'BRT-2081-0310' },
        ],
      },
      right: zero,
    },
  ],
  outliers: [
    {
      measure: 'registrations',
      test: 'band',
      direction: 'above',
      value: 96,
      minimum: 10,
      band: { mean: 41.33, low: 27.69, high: 54.97 },
      district: null,
      history: [
        { fiscalYear: 2081, period: 2, value: 38 },
        { fiscalYear: 2081, period: 3, value: 44 },
        { fiscalYear: 2082, period: 1, value: 42 },
        { fiscalYear: 2082, period: 2, value: 96 },
      ],
      drill: persons({ registeredFrom: '2025-11-17', registeredTo: '2026-03-13' }),
    },
    {
      measure: 'services',
      test: 'district',
      direction: 'below',
      value: 12,
      minimum: 10,
      band: null,
      district: { median: 140, score: -4.12, compared: 16 },
      history: [
        { fiscalYear: 2081, period: 2, value: 15 },
        { fiscalYear: 2081, period: 3, value: 11 },
        { fiscalYear: 2082, period: 1, value: 14 },
        { fiscalYear: 2082, period: 2, value: 12 },
      ],
      drill: services(),
    },
  ],
};

/** A period where nothing looks wrong. */
export const QUALITY_REPORT_CLEAN: Schemas['QualityReport'] = {
  ...QUALITY_REPORT,
  errors: 0,
  warnings: 0,
  violations: [],
  outliers: [],
};

const palika = (
  [id, nameEn, nameNe]: [number, string, string],
  [errors, warnings, outliers]: [number, number, number],
  rules: Schemas['QualityPlaceRule'][] = [],
): Schemas['QualityPlace'] => ({
  level: 'palika',
  id,
  nameEn,
  nameNe,
  palikas: 1,
  errors,
  warnings,
  outliers,
  rules,
});

/** Morang's palikas for the same period, ranked by errors then warnings. */
export const QUALITY_DISTRICT: Schemas['QualityArea'] = {
  fiscalYear: AT.fiscalYear,
  period: AT.period,
  level: 'district',
  places: [
    palika(
      [101, 'Biratnagar Metropolitan City', 'विराटनगर महानगरपालिका'],
      [2, 1, 2],
      [
        { rule: 'cardsWithinRegistered', severity: 'error', palikas: 1 },
        { rule: 'serviceAfterRegistration', severity: 'error', palikas: 1 },
        { rule: 'severeCardScreened', severity: 'warning', palikas: 1 },
      ],
    ),
    palika(
      [102, 'Sundarharaicha Municipality', 'सुन्दरहरैचा नगरपालिका'],
      [1, 0, 1],
      [{ rule: 'expenditureWithinBudget', severity: 'error', palikas: 1 }],
    ),
    palika(
      [103, 'Belbari Municipality', 'बेलबारी नगरपालिका'],
      [0, 2, 0],
      [
        { rule: 'allowanceForRedOrBlue', severity: 'warning', palikas: 1 },
        { rule: 'cardHeldNumbered', severity: 'warning', palikas: 1 },
      ],
    ),
    palika([104, 'Urlabari Municipality', 'उर्लाबारी नगरपालिका'], [0, 0, 0]),
  ],
};

/** Koshi's districts for the same period: a place sums its palikas' flags. */
export const QUALITY_PROVINCE: Schemas['QualityArea'] = {
  fiscalYear: AT.fiscalYear,
  period: AT.period,
  level: 'province',
  places: [
    {
      level: 'district',
      id: 12,
      nameEn: 'Morang',
      nameNe: 'मोरङ',
      palikas: 17,
      errors: 3,
      warnings: 3,
      outliers: 3,
      rules: [
        { rule: 'cardsWithinRegistered', severity: 'error', palikas: 1 },
        { rule: 'expenditureWithinBudget', severity: 'error', palikas: 1 },
        { rule: 'serviceAfterRegistration', severity: 'error', palikas: 1 },
        { rule: 'severeCardScreened', severity: 'warning', palikas: 1 },
        { rule: 'allowanceForRedOrBlue', severity: 'warning', palikas: 1 },
        { rule: 'cardHeldNumbered', severity: 'warning', palikas: 1 },
      ],
    },
    {
      level: 'district',
      id: 13,
      nameEn: 'Sunsari',
      nameNe: 'सुनसरी',
      palikas: 12,
      errors: 0,
      warnings: 0,
      outliers: 1,
      rules: [],
    },
  ],
};

/** The Latin words the Nepali stories may show as data (registration numbers, dates as codes). */
export const QUALITY_LATIN = ['BRT'];
