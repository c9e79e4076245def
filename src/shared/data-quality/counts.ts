/**
 * The figures a data-quality rule reads that the dashboards do not count (issue 40 §1): a period's
 * figure of its own (cards issued, participants with disabilities) or a count of the records that
 * break a rule on their own (a service dated before its person's registration), which the rule
 * compares with 0. A record-level count says the kind of records it counts, so a flag can name
 * them one by one; a figure (`records: null`) opens its list instead.
 */
export const QUALITY_COUNTS = {
  /** Persons of the palika whose card's issue date falls in the period. */
  cardsIssued: { records: null },
  /** The year's expenditure recorded against the palika's activities, from its first period to this one. */
  expenditureToDate: { records: null },
  /** Participants with disabilities recorded on the period's group services. */
  participantsWithDisability: { records: null },
  /** The palika's wards whose women, men and others (all given) do not add up to the population. */
  wardsPopulationMismatch: { records: 'ward' },
  /** Persons registered by the period's end holding a red or blue card while screened with every Washington Group answer "no difficulty". */
  severeCardWithoutDifficulty: { records: 'person' },
  /** The period's services dated before the person's registration. */
  servicesBeforeRegistration: { records: 'service' },
  /** The period's services dated after the person was recorded deceased. */
  servicesAfterDeath: { records: 'service' },
  /** Persons registered in the period with a registration date before their birth. */
  registeredBeforeBirth: { records: 'person' },
  /** Persons registered in the period whose card is dated before their birth or after today. */
  cardDateImpossible: { records: 'person' },
  /** Persons registered by the period's end receiving the social security allowance without a red or blue card's class. */
  allowanceWithoutRedOrBlue: { records: 'person' },
  /** Persons registered by the period's end with a card held but no card number or issue date. */
  cardHeldWithoutNumber: { records: 'person' },
} as const satisfies Record<string, { records: QualityRecordKind | null }>;

/** The kinds of record a flag can open one by one. */
export const QUALITY_RECORD_KINDS = ['person', 'service', 'ward'] as const;
export type QualityRecordKind = (typeof QUALITY_RECORD_KINDS)[number];

export type QualityCount = keyof typeof QUALITY_COUNTS;
export const QUALITY_COUNT_IDS = Object.keys(QUALITY_COUNTS) as QualityCount[];

/** How many of the records behind a count a flag names one by one (the count itself is whole). */
export const QUALITY_SAMPLE = 20;
