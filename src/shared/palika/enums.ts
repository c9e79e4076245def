/** Health facility types (DOMAIN.md §4.2: the EHMIS codes and the registry's additions). */
export const FACILITY_TYPES = [
  'central_hospital',
  'specialized_hospital',
  'academic_hospital',
  'provincial_hospital',
  'district_hospital',
  'primary_hospital',
  'community_hospital',
  'private_hospital',
  'phcc',
  'health_post',
  'bhsc',
  'uhc',
  'chu',
  'ayurveda',
  'rehab_centre',
  'private_clinic',
  'ngo',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** The types that are hospitals: they say how many beds they have. */
export const HOSPITAL_TYPES: readonly FacilityType[] = FACILITY_TYPES.filter((type) =>
  type.endsWith('_hospital'),
);

export const OWNERSHIPS = [
  'federal',
  'provincial',
  'local',
  'community',
  'private',
  'ngo',
  'cooperative',
] as const;

/** What a facility offers (DOMAIN.md §7.10). */
export const FACILITY_SERVICES = [
  'birthing_centre',
  'physiotherapy',
  'rehabilitation',
  'mental_health',
  'eye_care',
  'ent_audiology',
  'lab',
  'xray',
  'immunization',
  'outreach_clinic',
  'disability_help_desk',
] as const;

export const OPERATIONAL_STATUSES = ['functional', 'temporarily_closed', 'closed'] as const;

/** DHIS2's org-unit uid: a letter and ten letters or digits. */
export const DHIS2_UID = /^[A-Za-z][A-Za-z0-9]{10}$/;

/** Who writes a palika's profiles: its own staff and facilitators, and group members as themselves. */
export const PROFILE_WRITERS = ['PALIKA', 'CBRF', 'GROUP'] as const;

/** An FCHV's status (DOMAIN.md §7.7); retirement at 60 is derived from her birth date. */
export const FCHV_STATUSES = ['active', 'retired', 'resigned', 'deceased', 'inactive'] as const;

/** Trainings an FCHV receives (DOMAIN.md §7.7). */
export const FCHV_TRAINING_TYPES = [
  'basic_18day',
  'refresher',
  'cb_imnci',
  'disability_prevention',
  'cbr_orientation',
  'mhealth',
  'other',
] as const;

export const AREA_TYPES = ['rural', 'urban'] as const;

/** Education (DOMAIN.md §7.0, the HMIS categories and the additions) of an adult. */
export const EDUCATION_LEVELS = [
  'illiterate',
  'literate',
  'basic',
  'secondary',
  'bachelor_plus',
] as const;

/** The FCHV programme began in FY 2045/46: no appointment is older. */
export const FCHV_PROGRAMME_START_BS = 2045;
/** FCHVs retire at 60 (DOMAIN.md §3). */
export const FCHV_RETIREMENT_AGE = 60;
/** The youngest an FCHV is appointed. */
export const FCHV_MINIMUM_AGE = 18;
/** Catchments are typically 100–150 households; above this the form warns. */
export const FCHV_HOUSEHOLDS_WARNING = 400;

export const ECOLOGICAL_BELTS = ['mountain', 'hill', 'terai'] as const;

/** Where a ward's or palika's population figures come from (DOMAIN.md §7.8). */
export const POPULATION_SOURCES = ['census_2078', 'palika_survey', 'projection'] as const;

/** A school's type (DOMAIN.md §4.3, §7.9); an institutional school is a trust or a company. */
export const SCHOOL_TYPES = ['community', 'institutional', 'religious'] as const;
export const INSTITUTIONAL_FORMS = ['trust', 'company'] as const;
export const RELIGIOUS_SCHOOL_KINDS = ['madrasa', 'gumba_vihar', 'gurukul_ashram'] as const;

/** The levels a school teaches: ECED, basic 1–5 and 6–8, secondary 9–10 and 11–12. */
export const SCHOOL_LEVELS = [
  'eced',
  'basic_1_5',
  'basic_6_8',
  'secondary_9_10',
  'secondary_11_12',
] as const;

/** How a school takes children with disabilities (the Special Education Policy). */
export const SPECIAL_EDUCATION_SETUPS = [
  'none',
  'resource_class',
  'special_school',
  'inclusive',
] as const;
/** The set-ups that name the disabilities they teach. */
export const SETUPS_WITH_CLASS_TYPES = ['resource_class', 'special_school'] as const;

export const SCHOOL_ACCESSIBILITY = [
  'ramp',
  'accessible_toilet',
  'handrails',
  'braille_materials',
  'sign_language_teacher',
  'accessible_transport',
] as const;

/** The oldest academic year a school profile records (Bikram Sambat). */
export const SCHOOL_FIRST_ACADEMIC_YEAR_BS = 2070;
