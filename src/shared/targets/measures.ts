import type { Measure } from '@/shared/dashboards/figures';

/**
 * What a target can be set for (issue 19, DOMAIN.md §7.12): the dashboards' measures that a plan
 * names. Each says what else it needs: services of a category (or of every category) counted as
 * records, distinct persons or quantity; persons registered and ID cards issued in the year; an
 * activity's output (a standard activity, so palikas compare); the sum of an activity attribute.
 */
export const TARGET_MEASURES = [
  'services',
  'personsServed',
  'serviceQuantity',
  'registered',
  'cardsIssued',
  'activityOutput',
  'attributeSum',
] as const;
export type TargetMeasure = (typeof TARGET_MEASURES)[number];

/**
 * Each stored target code in the dashboards' vocabulary (MEASURE_DEFINITIONS), where one exists.
 * The code `registered` is stored (the targets table's check) and sent by the API for the persons
 * registered within the year: the dashboards' `registrations`, a flow; the dashboards' `registered`
 * is the stock registered by a day. The code stays until a migration and a contract change rename it;
 * until then this is the one place that says what it means. A quantity, ID cards issued and an
 * attribute's sum have no dashboard figure yet (null).
 */
export const TARGET_MEASURE_MEANS: Record<TargetMeasure, Measure | null> = {
  services: 'services',
  personsServed: 'personsServed',
  serviceQuantity: null,
  registered: 'registrations',
  cardsIssued: null,
  activityOutput: 'achievedOutput',
  attributeSum: null,
};

/** The record a measure is narrowed to: a service category (optional), a standard activity, an attribute. */
export const MEASURE_NEEDS: Record<TargetMeasure, 'category' | 'template' | 'attribute' | null> = {
  services: 'category',
  personsServed: 'category',
  serviceQuantity: 'category',
  registered: null,
  cardsIssued: null,
  activityOutput: 'template',
  attributeSum: 'attribute',
};

/** Measures that count persons: a split by sex is theirs (a service or an output may be split too). */
export const PERSON_TARGET_MEASURES: readonly TargetMeasure[] = [
  'personsServed',
  'registered',
  'cardsIssued',
];

/** Where a target holds: the nation, a province, a district, a batch of palikas or one palika. */
export const TARGET_SCOPES = ['nation', 'province', 'district', 'batch', 'palika'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

export const TARGET_SOURCES = ['palika_plan', 'province_dprp', 'partner', 'federal'] as const;
