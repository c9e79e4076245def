import type { QueryOf } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';
import { type MeasureKind, measureOf } from '@/shared/measures/measure-list';
import {
  type Breakdown,
  MEASURES,
  type Measure,
  PERSON_BREAKDOWNS,
  PERSON_FILTERS,
  PLACE_AND_PERSON_FILTERS,
  SERVICE_FACET_BREAKDOWNS,
  TIME_BREAKDOWNS,
} from './figures';

export type DashboardQuery = QueryOf<'dashboardSummary'>;
export type { MeasureKind };

/** A figure narrowed by what was clicked: a category, a provider, a source of funds, a device, a referral's status. */
export interface Narrowing {
  categoryId?: string | number;
  providerType?: string;
  fundingSource?: string;
  deviceType?: string;
  referralStatus?: string;
}

/** The list that shows the records behind a figure, and its filters. */
export interface Drill {
  route: 'pwdProfileList' | 'providedServiceView' | 'activityHierarchy' | 'activityAttributesView';
  query: Record<string, string | number | boolean | undefined>;
}

/**
 * A dashboard's measure: what it counts (persons, services or persons reached: the server's
 * cells and readers follow the kind, from the one list of measures), what it may be broken down by,
 * and the list of the records behind it with exactly the filters that produced it. The dashboards'
 * links, the figure API's checks and the lists' drill filters all read this.
 */
export interface MeasureDefinition {
  kind: MeasureKind;
  breakdowns: readonly Breakdown[];
  drill(query: DashboardQuery, narrowing: Narrowing): Drill;
}

const isoDayBefore = (iso: string) =>
  new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/** The AD dates of the chosen period: first day and last day. */
export function periodDates(query: DashboardQuery): { from: string; to: string } {
  const range = fiscalRange(query.fiscalYear!, query.trimester as 1 | 2 | 3 | undefined)!;
  return { from: range.from, to: isoDayBefore(range.until) };
}

const placeAndPerson = (query: DashboardQuery) =>
  Object.fromEntries(PLACE_AND_PERSON_FILTERS.map((key) => [key, query[key]]));

type Own = (query: DashboardQuery, narrowing: Narrowing) => Drill['query'];
const personsList =
  (own: Own) =>
  (query: DashboardQuery, narrowing: Narrowing): Drill => ({
    route: 'pwdProfileList',
    query: { ...placeAndPerson(query), ...own(query, narrowing) },
  });
const registeredBy = (extra: Drill['query'] = {}) =>
  personsList((query) => ({ registeredTo: periodDates(query).to, ...extra }));
const servicesList =
  (extra: Drill['query'] = {}) =>
  (query: DashboardQuery, narrowing: Narrowing): Drill => ({
    route: 'providedServiceView',
    query: {
      ...placeAndPerson(query),
      fiscalYear: query.fiscalYear,
      trimester: query.trimester,
      ...extra,
      ...narrowing,
    },
  });

/** A palika's plan for the year: its hierarchy (the palika's own, or the first of the view's the reader may open). */
const planOf = (query: DashboardQuery): Drill => ({
  route: 'activityHierarchy',
  query: { palikaId: query.palikaId, fiscalYear: query.fiscalYear },
});
/** The recorded values of the view's place and period. */
const valuesOf = (query: DashboardQuery): Drill => ({
  route: 'activityAttributesView',
  query: {
    provinceId: query.provinceId,
    districtId: query.districtId,
    palikaId: query.palikaId,
    fiscalYear: query.fiscalYear,
    trimester: query.trimester,
  },
});
const YEAR = ['fiscalYear'] as const;
const PERIODS = ['period', 'fiscalYear'] as const;

const PERSON = [...PERSON_BREAKDOWNS, 'cardColour', 'status', ...TIME_BREAKDOWNS] as const;
const SERVICE = [...PERSON_BREAKDOWNS, ...TIME_BREAKDOWNS, ...SERVICE_FACET_BREAKDOWNS] as const;

/** What the dashboards add to each of their measures: its breakdowns and the records behind it. */
const VIEWS_OF: Record<Measure, Omit<MeasureDefinition, 'kind'>> = {
  /** Persons registered by the period's last day. */
  registered: { breakdowns: PERSON, drill: registeredBy() },
  /** Persons registered within the period. */
  registrations: {
    breakdowns: PERSON,
    drill: personsList((query) => {
      const { from, to } = periodDates(query);
      return { registeredFrom: from, registeredTo: to };
    }),
  },
  active: { breakdowns: PERSON, drill: registeredBy({ status: 'active' }) },
  withCard: { breakdowns: PERSON, drill: registeredBy({ cardHeld: true }) },
  services: { breakdowns: SERVICE, drill: servicesList() },
  cost: { breakdowns: SERVICE, drill: servicesList() },
  groupServices: { breakdowns: SERVICE, drill: servicesList({ isGroup: true }) },
  /** Group participants are counted by their own sex. */
  participants: {
    breakdowns: ['gender', ...TIME_BREAKDOWNS],
    drill: servicesList({ isGroup: true }),
  },
  /** Distinct persons served in the period (in a category, when one was clicked). */
  personsServed: {
    breakdowns: [...PERSON_BREAKDOWNS, 'period', 'fiscalYear', 'component', 'element'],
    drill: personsList((query, narrowing) => ({
      servedFiscalYear: query.fiscalYear,
      servedTrimester: query.trimester,
      servedCategoryId: narrowing.categoryId,
    })),
  },
  /** Leaf activities of the year not cancelled (an activity with sub-activities is their heading). */
  activitiesPlanned: { breakdowns: YEAR, drill: planOf },
  activitiesCompleted: { breakdowns: YEAR, drill: planOf },
  /** Each budget where it is set highest (a sub-activity's is part of its parent's). */
  budget: { breakdowns: YEAR, drill: planOf },
  plannedOutput: { breakdowns: PERIODS, drill: planOf },
  achievedOutput: { breakdowns: PERIODS, drill: valuesOf },
  expenditure: { breakdowns: PERIODS, drill: valuesOf },
  /** Participants recorded with the activities' values, by their own sex. */
  activityParticipants: {
    breakdowns: ['gender', ...PERIODS],
    drill: valuesOf,
  },
};

export const MEASURE_DEFINITIONS = Object.fromEntries(
  MEASURES.map((measure) => [
    measure,
    { kind: measureOf(measure).dashboard!, ...VIEWS_OF[measure] },
  ]),
) as Record<Measure, MeasureDefinition>;

export const kindOf = (measure: Measure): MeasureKind => MEASURE_DEFINITIONS[measure].kind;

/** Which breakdowns a measure allows. */
export const allowedBreakdowns = (measure: Measure): readonly Breakdown[] =>
  MEASURE_DEFINITIONS[measure].breakdowns;

/** The list of the records behind a figure, with the filters that produced it. */
export const drillOf = (measure: Measure, query: DashboardQuery, narrowing: Narrowing = {}) =>
  MEASURE_DEFINITIONS[measure].drill(query, narrowing);

/** What a bar of a figure broken down by a service facet narrows its records to (the bar's key is the value). */
const NARROWED_BY: Partial<Record<Breakdown, keyof Narrowing>> = {
  component: 'categoryId',
  element: 'categoryId',
  category: 'categoryId',
  provider: 'providerType',
  funding: 'fundingSource',
  device: 'deviceType',
  referral: 'referralStatus',
};

/** The narrowing of one bar, or undefined where a bar is no set of records (a person's dimension narrows the view instead). */
export const narrowingOf = (by: Breakdown, key: string): Narrowing | undefined => {
  const filter = NARROWED_BY[by];
  return filter && key ? { [filter]: key } : undefined;
};

/**
 * Why a view cannot give a measure's figure: the programme counts activities, which have no
 * person's type, class, sex or age band, and are planned by a palika, not a ward.
 */
export function notApplicable(measure: Measure, query: DashboardQuery): string[] {
  if (kindOf(measure) !== 'programme') return [];
  return [...PERSON_FILTERS, 'wardId' as const].filter((filter) => query[filter] !== undefined);
}
