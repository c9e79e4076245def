/**
 * The enumerations of programme batches (DOMAIN.md §7.4). Codes are stored and sent; the client
 * translates each as `enum.<list>.<code>`.
 */
export const BATCH_TYPES = ['palika_cohort', 'training_cohort'] as const;
export type BatchType = (typeof BATCH_TYPES)[number];

export const BATCH_STATUSES = ['planned', 'active', 'completed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const MEMBER_STATUSES = ['active', 'withdrawn', 'graduated'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The phases of a palika in the programme, in order; the last has no end. */
export const PHASES = [
  'preparation',
  'cofinanced_y1',
  'cofinanced_y2',
  'technical_support',
  'independent',
] as const;
export type Phase = (typeof PHASES)[number];

/** A member's phase also says when it has not started yet or has left. */
export type MemberPhase = Phase | 'not_started' | 'exited';

export interface PhaseStep {
  phase: Phase;
  /** Months the phase lasts; absent on the last, which lasts until the palika leaves. */
  months?: number;
}

/** The DPRP schedule: six months' preparation, two co-financed years, a year of technical support. */
export const DPRP_SCHEDULE: readonly PhaseStep[] = [
  { phase: 'preparation', months: 6 },
  { phase: 'cofinanced_y1', months: 12 },
  { phase: 'cofinanced_y2', months: 12 },
  { phase: 'technical_support', months: 12 },
  { phase: 'independent' },
];

/** Who pays which share of a batch, in per cent. */
export const COST_SHARERS = ['province', 'palika', 'partner'] as const;
export type CostShare = Partial<Record<(typeof COST_SHARERS)[number], number>>;

/** Who carries an activity out (DOMAIN.md §7.5). */
export const RESPONSIBLE_ROLES = [
  'cbrf',
  'fchv',
  'health_facility',
  'school',
  'ward',
  'palika_section',
  'opd',
] as const;

/** Where an activity takes place (issue 18 §3): the four linked kinds name the palika's own record. */
export const VENUE_TYPES = [
  'palika',
  'ward',
  'school',
  'health_facility',
  'fchv',
  'other',
] as const;

export const ACTIVITY_STATUSES = [
  'planned',
  'ongoing',
  'completed',
  'postponed',
  'cancelled',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** An activity and its sub-activities; a third level only with a recorded reason. */
export const MAX_ACTIVITY_LEVEL = 3;

/**
 * Who writes a palika's activities and what they achieved: its own staff and facilitators, and
 * group members acting as themselves. Province, district and national users read them.
 */
export const ACTIVITY_WRITERS = ['PALIKA', 'CBRF', 'GROUP'] as const;
