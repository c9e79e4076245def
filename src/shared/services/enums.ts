/** Enumerations of services (DOMAIN.md §7.2, §7.3, §7.6); each translated as `enum.<list>.<code>`. */
export const UNITS = ['session', 'item', 'visit', 'day', 'person', 'npr'] as const;
export const RECORD_KINDS = ['standard', 'assistive_device', 'referral'] as const;
export const PROVIDER_TYPES = [
  'palika',
  'ward',
  'health_facility',
  'school',
  'fchv',
  'cbrf',
  'opd_ngo',
  'hospital_rehab_centre',
  'other',
] as const;
export const FUNDING_SOURCES = [
  'palika',
  'province',
  'federal',
  'partner',
  'cost_share',
  'self',
] as const;
export const DEVICE_TYPES = [
  'wheelchair',
  'cp_chair',
  'tricycle',
  'crutches',
  'walker',
  'white_cane',
  'hearing_aid',
  'braille_slate_stylus',
  'magnifier',
  'prosthesis',
  'orthosis_caliper',
  'commode_chair',
  'air_mattress_cushion',
  'diaper',
  'screen_reader',
  'other',
] as const;
export const REFERRAL_STATUSES = [
  'referred',
  'reached',
  'service_received',
  'not_reached',
] as const;
export const ATTRIBUTE_TYPES = [
  'integer',
  'decimal',
  'text',
  'boolean',
  'date',
  'single_choice',
  'multi_choice',
  'money',
  'percent',
  'long_text',
  'org_ref',
  'disaggregated_count',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** How a numeric attribute rolls up over many records (DOMAIN.md §7.6). */
export const AGGREGATIONS = ['sum', 'avg', 'max', 'last', 'count'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
/** The records an attribute may be captured on. */
export const ATTRIBUTE_OWNERS = ['service_record', 'palika_activity'] as const;
/**
 * What an `org_ref` attribute points at. Only wards exist so far; schools and health facilities
 * join this list when their profiles do (decision 0021).
 */
export const REF_KINDS = ['ward'] as const;
/** The sexes a disaggregated count is split by. */
export const COUNT_SEXES = ['male', 'female', 'other'] as const;
/** An age band: `0-4`, `18-59` or `60+`. */
export const AGE_BAND_PATTERN = '^[0-9]{1,3}(-[0-9]{1,3}|\\+)$';
/** The catalogue's depth: component › element › service › item. */
export const MAX_CATEGORY_DEPTH = 4;
