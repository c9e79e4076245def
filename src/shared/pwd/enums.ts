/**
 * The enumerations of a person's profile (DOMAIN.md §7.0–§7.1, §1.2–§1.5). Codes are stored and sent;
 * each is translated by the client as `enum.<list>.<code>`.
 */
export const GENDERS = ['male', 'female', 'other'] as const;

/** The ten types of the Act's Schedule (a). */
export const DISABILITY_TYPES = [
  'physical',
  'visual',
  'hearing',
  'deaf_blind',
  'voice_speech',
  'psychosocial',
  'intellectual',
  'haemophilia',
  'autism',
  'multiple',
] as const;
export type DisabilityType = (typeof DISABILITY_TYPES)[number];

export const VISUAL_SUBTYPES = ['blind', 'low_vision', 'total_blind'] as const;
export const HEARING_SUBTYPES = ['deaf', 'hard_of_hearing'] as const;
export const DISABILITY_SUBTYPES = [...VISUAL_SUBTYPES, ...HEARING_SUBTYPES] as const;

/** Severity classes A–D (क ख ग घ) and the card colour each one gets. */
export const SEVERITY_CLASSES = ['A', 'B', 'C', 'D'] as const;
export type SeverityClass = (typeof SEVERITY_CLASSES)[number];
export const CARD_COLOURS = { A: 'red', B: 'blue', C: 'yellow', D: 'white' } as const;
export type CardColour = (typeof CARD_COLOURS)[SeverityClass];

export const CARD_STATUSES = [
  'none',
  'applied',
  'ward_recommended',
  'committee_review',
  'issued',
  'rejected',
  'duplicate_issued',
  'upgraded',
] as const;
/** Statuses in which a card exists, so that its number is required. */
export const CARD_HELD = ['issued', 'duplicate_issued', 'upgraded'] as const;

export const PROFILE_STATUSES = [
  'active',
  'migrated_out',
  'deceased',
  'duplicate',
  'inactive',
] as const;
export const REGISTERED_BY_ROLES = [
  'fchv',
  'cbrf',
  'ward_staff',
  'health_worker',
  'teacher',
  'palika_staff',
  'self',
] as const;
export const IDENTIFICATION_SOURCES = [
  'door_to_door',
  'camp',
  'health_facility',
  'school',
  'self_referral',
  'census_list',
  'other',
] as const;
export const CASTE_ETHNICITY_CODES = ['1', '2', '3', '4', '5', '6'] as const;
export const MARITAL_STATUSES = [
  'unmarried',
  'married',
  'widowed',
  'divorced_separated',
  'na_minor',
] as const;
export const GUARDIAN_RELATIONS = [
  'father',
  'mother',
  'spouse',
  'sibling',
  'child',
  'relative',
  'ward_chair',
  'other',
] as const;
export const ONSETS = ['congenital', 'acquired'] as const;
export const CAUSES = [
  'congenital',
  'disease',
  'accident',
  'conflict',
  'disaster',
  'ageing',
  'unknown',
] as const;
export const INSURANCE_STATUSES = ['none', 'enrolled_free', 'enrolled_paid'] as const;
export const EDUCATION_STATUSES = [
  'not_enrolled',
  'ecd',
  'basic',
  'secondary',
  'home_based',
  'special_school',
  'resource_class',
  'dropped_out',
  'completed',
] as const;
export const LIVELIHOOD_STATUSES = [
  'none',
  'self_employed',
  'wage_employed',
  'agriculture',
  'student',
  'unable',
] as const;
export const CONSENT_BY = ['self', 'guardian'] as const;

/** Washington Group short set: six domains, answers 1 (no difficulty) to 4 (cannot do at all). */
export const WG_DOMAINS = [
  'wgSeeing',
  'wgHearing',
  'wgWalking',
  'wgRemembering',
  'wgSelfCare',
  'wgCommunication',
] as const;

/** Age bands used by the list filter and the dashboards. */
export const AGE_BANDS = ['0-4', '5-17', '18-59', '60+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LIMITS: Record<AgeBand, [number, number]> = {
  '0-4': [0, 4],
  '5-17': [5, 17],
  '18-59': [18, 59],
  '60+': [60, 200],
};
