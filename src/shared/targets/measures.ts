import {
  TARGET_MEASURE_IDS,
  type TargetMeasure,
  type TargetNeeds,
  measureOf,
} from '@/shared/measures/measure-list';

export type { TargetMeasure };

/**
 * What a target can be set for (issue 19, DOMAIN.md §7.12): the measures of the one list
 * (shared/measures/measure-list.ts) that a plan names, in the picker's order. Each says what else
 * it needs: services of a category (or of every category) counted as records, distinct persons or
 * quantity; persons registered (`registrations`, the dashboards' flow) and ID cards issued in the
 * year; an activity's output (a standard activity, so palikas compare); the sum of an activity
 * attribute.
 */
export const TARGET_MEASURES = TARGET_MEASURE_IDS;

/** The record a measure is narrowed to: a service category (optional), a standard activity, an attribute. */
export const MEASURE_NEEDS = Object.fromEntries(
  TARGET_MEASURES.map((measure) => [measure, measureOf(measure).target!.needs]),
) as Record<TargetMeasure, TargetNeeds>;

/** Measures that count persons: a split by sex is theirs (a service or an output may be split too). */
export const PERSON_TARGET_MEASURES: readonly TargetMeasure[] = TARGET_MEASURES.filter(
  (measure) => measureOf(measure).unit === 'persons',
);

/** Where a target holds: the nation, a province, a district, a batch of palikas or one palika. */
export const TARGET_SCOPES = ['nation', 'province', 'district', 'batch', 'palika'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

export const TARGET_SOURCES = ['palika_plan', 'province_dprp', 'partner', 'federal'] as const;
