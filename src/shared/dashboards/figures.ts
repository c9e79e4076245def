import { DASHBOARD_MEASURES, type Measure, measuresOfKind } from '@/shared/measures/measure-list';

export type { Measure };

/**
 * What a dashboard can count and what it can count it by. Persons are always distinct persons;
 * services are records. A measure only has the breakdowns its kind allows (`BREAKDOWNS_OF`).
 * The measures are the one list's (shared/measures/measure-list.ts), by the kind they are read as.
 */
export const PERSON_MEASURES = measuresOfKind('person');
export const SERVICE_MEASURES = measuresOfKind('service');
export const REACH_MEASURES = measuresOfKind('reach');
/** The programme's plan for a year (activities, completed, budget), and by four-month period its planned and achieved output, expenditure and participants. */
export const PROGRAMME_MEASURES = measuresOfKind('programme');
export const MEASURES = DASHBOARD_MEASURES;

export const PERSON_BREAKDOWNS = ['disabilityType', 'severityClass', 'gender', 'ageBand'] as const;
export const SERVICE_FACET_BREAKDOWNS = [
  'component',
  'element',
  'category',
  'provider',
  'funding',
  'device',
  'referral',
] as const;
export const TIME_BREAKDOWNS = ['month', 'period', 'fiscalYear'] as const;
export const BREAKDOWNS = [
  ...PERSON_BREAKDOWNS,
  'cardColour',
  'status',
  ...TIME_BREAKDOWNS,
  ...SERVICE_FACET_BREAKDOWNS,
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/**
 * A second key a figure over time may be split by: services and cost by CBR component month by
 * month, period by period or year by year (the categories' top level; a chart of sixty leaf
 * categories over time would not read).
 */
export const SPLITS = ['component'] as const;
export type Split = (typeof SPLITS)[number];
export const splitAllowed = (measure: Measure, by: Breakdown): boolean =>
  (SERVICE_MEASURES as readonly string[]).includes(measure) &&
  measure !== 'participants' &&
  (TIME_BREAKDOWNS as readonly string[]).includes(by);

/** How many fiscal years a fiscal-year series shows, ending with the chosen one. */
export const FISCAL_YEAR_SERIES = 5;

/** The fiscal months (1 = Shrawan … 12 = Asar) of a four-month period, or of the whole year. */
export function monthsOf(trimester?: number): [number, number] {
  return trimester ? [trimester * 4 - 3, trimester * 4] : [1, 12];
}

/** The period before: the previous four months (across the year boundary), or the previous year. */
export function previousPeriod(
  fiscalYear: number,
  trimester?: number,
): { fiscalYear: number; trimester?: number } {
  if (!trimester) return { fiscalYear: fiscalYear - 1 };
  return trimester > 1
    ? { fiscalYear, trimester: trimester - 1 }
    : { fiscalYear: fiscalYear - 1, trimester: 3 };
}

/** The filters of a dashboard view besides its period: the place and who the persons are. */
export const PERSON_FILTERS = ['disabilityType', 'severityClass', 'gender', 'ageBand'] as const;
export const PLACE_AND_PERSON_FILTERS = [
  'provinceId',
  'districtId',
  'palikaId',
  'wardId',
  ...PERSON_FILTERS,
] as const;
