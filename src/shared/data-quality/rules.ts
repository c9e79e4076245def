import type { Measure } from '@/shared/dashboards/figures';
import type { QualityCount } from './counts';

/** An error must be explained before the period is submitted; a warning is worth a look. */
export const QUALITY_SEVERITIES = ['error', 'warning'] as const;
export type QualitySeverity = (typeof QUALITY_SEVERITIES)[number];

/** How the left side must compare with the right: at most, or exactly. */
export const QUALITY_OPERATORS = ['le', 'eq'] as const;
export type QualityOperator = (typeof QUALITY_OPERATORS)[number];

/** A side of a rule: a dashboard figure of the period, a count of the rule's own, or a constant. */
export type QualitySide = { measure: Measure } | { count: QualityCount } | { constant: number };

export interface QualityRule {
  severity: QualitySeverity;
  left: QualitySide;
  operator: QualityOperator;
  right: QualitySide;
}

const none = { constant: 0 } as const;

/**
 * The validation rules over a palika's period (issue 40 §1), declared once: the server runs them,
 * the client names and explains them (`dataQuality.rule.<id>.name` / `.explanation` in both locale
 * files). A rule holds when `left operator right`; a record-level rule counts the records that
 * break it against 0. Their order is the order a period's flags are shown in (errors first). No
 * rule compares figures one is part of (activities completed are among those planned on the
 * dashboards, so "completed ≤ planned" could never be broken there).
 */
export const QUALITY_RULES = {
  cardsWithinRegistered: {
    severity: 'error',
    left: { count: 'cardsIssued' },
    operator: 'le',
    right: { measure: 'registered' },
  },
  servedWithinRegistered: {
    severity: 'error',
    left: { measure: 'personsServed' },
    operator: 'le',
    right: { measure: 'registered' },
  },
  participantsWithDisability: {
    severity: 'error',
    left: { count: 'participantsWithDisability' },
    operator: 'le',
    right: { measure: 'participants' },
  },
  expenditureWithinBudget: {
    severity: 'error',
    left: { count: 'expenditureToDate' },
    operator: 'le',
    right: { measure: 'budget' },
  },
  wardPopulationAddsUp: {
    severity: 'error',
    left: { count: 'wardsPopulationMismatch' },
    operator: 'eq',
    right: none,
  },
  serviceAfterRegistration: {
    severity: 'error',
    left: { count: 'servicesBeforeRegistration' },
    operator: 'eq',
    right: none,
  },
  serviceBeforeDeath: {
    severity: 'error',
    left: { count: 'servicesAfterDeath' },
    operator: 'eq',
    right: none,
  },
  registeredAfterBirth: {
    severity: 'error',
    left: { count: 'registeredBeforeBirth' },
    operator: 'eq',
    right: none,
  },
  cardDatePossible: {
    severity: 'error',
    left: { count: 'cardDateImpossible' },
    operator: 'eq',
    right: none,
  },
  severeCardScreened: {
    severity: 'warning',
    left: { count: 'severeCardWithoutDifficulty' },
    operator: 'eq',
    right: none,
  },
  allowanceForRedOrBlue: {
    severity: 'warning',
    left: { count: 'allowanceWithoutRedOrBlue' },
    operator: 'eq',
    right: none,
  },
  cardHeldNumbered: {
    severity: 'warning',
    left: { count: 'cardHeldWithoutNumber' },
    operator: 'eq',
    right: none,
  },
  outputWithinPlan: {
    severity: 'warning',
    left: { measure: 'achievedOutput' },
    operator: 'le',
    right: { measure: 'plannedOutput' },
  },
} as const satisfies Record<string, QualityRule>;

export type QualityRuleId = keyof typeof QUALITY_RULES;
export const QUALITY_RULE_IDS = Object.keys(QUALITY_RULES) as QualityRuleId[];

/** The rules whose break is an error: a submission comments on each it breaks (issue 40 §4). */
export const QUALITY_ERROR_RULE_IDS = QUALITY_RULE_IDS.filter(
  (id) => QUALITY_RULES[id].severity === 'error',
);

/** The longest comment a submission keeps on one error. */
export const ERROR_COMMENT_LIMIT = 300;

/** A rule's declaration, read through its id. */
export const qualityRuleOf = (id: QualityRuleId): QualityRule => QUALITY_RULES[id];

/** Whether a rule holds for the two sides' values. */
export const ruleHolds = (operator: QualityOperator, left: number, right: number): boolean =>
  operator === 'le' ? left <= right : left === right;

/** The label ids of a rule's name and explanation in the locale files. */
export const ruleNameId = (id: QualityRuleId) => `dataQuality.rule.${id}.name`;
export const ruleExplanationId = (id: QualityRuleId) => `dataQuality.rule.${id}.explanation`;
