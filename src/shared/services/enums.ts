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
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** The catalogue's depth: component › element › service › item. */
export const MAX_CATEGORY_DEPTH = 4;
