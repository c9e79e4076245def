import type { QualityCount } from '@/shared/data-quality/counts';
import {
  OUTLIER_MEASURES,
  OUTLIER_MEASURE_IDS,
  type OutlierMeasure,
  outsideBand,
  outsideDistrict,
} from '@/shared/data-quality/outliers';
import {
  QUALITY_RULE_IDS,
  type QualityRuleId,
  type QualitySide,
  qualityRuleOf,
  ruleHolds,
} from '@/shared/data-quality/rules';
import type { PeriodPlan } from './period-plan';

/** What a palika's period holds for its rules: its figures (in the plan's order) and its counts. */
export interface PalikaFigures {
  values: readonly number[];
  counts: Partial<Record<QualityCount, number>>;
}

export interface Broken {
  rule: QualityRuleId;
  left: number;
  right: number;
}

function valueOf(side: QualitySide, plan: PeriodPlan, figures: PalikaFigures): number {
  if ('constant' in side) return side.constant;
  if ('measure' in side) return plan.now(figures.values, side.measure);
  if (side.count === 'expenditureToDate') return plan.expenditureToDate(figures.values);
  return figures.counts[side.count] ?? 0;
}

/** The rules a palika's period breaks, in the rules' order (errors come first there). */
export function brokenRules(plan: PeriodPlan, figures: PalikaFigures): Broken[] {
  return QUALITY_RULE_IDS.flatMap((rule) => {
    const { left, operator, right } = qualityRuleOf(rule);
    const values = { left: valueOf(left, plan, figures), right: valueOf(right, plan, figures) };
    return ruleHolds(operator, values.left, values.right) ? [] : [{ rule, ...values }];
  });
}

export interface Flagged {
  measure: OutlierMeasure;
  value: number;
  history: number[];
  band: ReturnType<typeof outsideBand>;
  district: ReturnType<typeof outsideDistrict>;
}

/**
 * A palika's key figures that stand out: against its own last three periods, and against the
 * other palikas of its district (their figures of the period, in `others`).
 */
export function flaggedFigures(
  plan: PeriodPlan,
  own: readonly number[],
  others: readonly (readonly number[])[],
): Flagged[] {
  return OUTLIER_MEASURE_IDS.flatMap((measure) => {
    const { minimum } = OUTLIER_MEASURES[measure];
    const value = plan.now(own, measure);
    const history = plan.past(own, measure);
    const band = outsideBand(value, history, minimum);
    const district = outsideDistrict(
      value,
      others.map((values) => plan.now(values, measure)),
      minimum,
    );
    return band || district ? [{ measure, value, history, band, district }] : [];
  });
}

/** How many flags a figure raises: one a test. */
export const outlierCount = (flagged: readonly Flagged[]) =>
  flagged.reduce((sum, f) => sum + (f.band ? 1 : 0) + (f.district ? 1 : 0), 0);
