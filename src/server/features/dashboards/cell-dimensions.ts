/**
 * What the dashboards' summary cells are keyed by and what they sum (decision 0013): the person,
 * registration, service and reach dimensions, the service measures, and the facets a service and a
 * person served are counted under. The SQL that fills the cells is in cells-sql.ts.
 */

/** Person dimensions every dashboard filter and breakdown may use. */
export const PERSON_DIMENSIONS = [
  'disability_type',
  'severity_class',
  'gender',
  'age_band',
] as const;
export const REGISTRATION_DIMENSIONS = [
  ...PERSON_DIMENSIONS,
  'status',
  'card_status',
  'reg_fy',
  'reg_month',
] as const;
export const SERVICE_DIMENSIONS = [
  'fy',
  'period',
  'month',
  'facet',
  'value',
  ...PERSON_DIMENSIONS,
] as const;
export const REACH_DIMENSIONS = ['fy', 'period', 'facet', 'value', ...PERSON_DIMENSIONS] as const;
export const SERVICE_MEASURES = [
  'services',
  'quantity',
  'cost',
  'group_services',
  'participants_male',
  'participants_female',
  'participants_other',
  'participants_pwd',
] as const;

/** What a service is counted under: every service once per facet (a facet's value may be absent). */
export const SERVICE_FACETS = {
  component: { value: 'c.component_id::text', byMonth: true },
  element: { value: 'c.element_id::text', byMonth: false },
  category: { value: 's.category_id::text', byMonth: false },
  provider: { value: 's.provider_type', byMonth: false },
  funding: { value: "coalesce(s.funding_source, '')", byMonth: false },
  device: { value: 's.assistive_device_type', byMonth: false },
  referral: { value: 's.referral_status', byMonth: false },
} as const;
export type ServiceFacet = keyof typeof SERVICE_FACETS;

/** What a person served is counted under, once per person however many services. */
export const REACH_FACETS = {
  all: "''",
  component: 'c.component_id::text',
  element: 'c.element_id::text',
} as const;
export type ReachFacet = keyof typeof REACH_FACETS;
