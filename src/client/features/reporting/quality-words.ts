import { useIntl } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';

type Side = Schemas['QualitySide'];
type Outlier = Schemas['QualityOutlier'];

/**
 * Data quality's words in the reader's language: a rule's name and explanation (declared with the
 * rules, `dataQuality.rule.<id>.*`), a side's figure, a broken rule and an outlier as sentences, so
 * that nothing is said by colour alone; numbers in the reader's digits.
 */
export function useQualityWords() {
  const intl = useIntl();
  const words = usePeriodWords();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const number = (value: number) => words.number(value);
  const side = (of: Side) =>
    of.measure
      ? t(`dashboard.measure.${of.measure}`)
      : of.count
        ? t(`dataQuality.count.${of.count}`)
        : number(of.value);
  const measure = (id: Outlier['measure']) => t(`dashboard.measure.${id}`);
  return {
    ...words,
    t,
    side,
    measure,
    ruleName: (rule: Schemas['QualityRuleId']) => t(`dataQuality.rule.${rule}.name`),
    explanation: (rule: Schemas['QualityRuleId']) => t(`dataQuality.rule.${rule}.explanation`),
    severity: (severity: Schemas['QualitySeverity']) => t(`quality.severity.${severity}`),
    /** "Cards issued (12) should be at most Registered (9)." */
    violation: (v: Schemas['QualityViolation']) =>
      t(`quality.violation.${v.operator}`, {
        left: side(v.left),
        leftValue: number(v.left.value),
        right: side(v.right),
        rightValue: number(v.right.value),
      }),
    /** The outlier in words: its figure, the band or the district's median, above or below. */
    outlier: (o: Outlier) =>
      o.test === 'band' && o.band
        ? t(`quality.outlier.band.${o.direction}`, {
            measure: measure(o.measure),
            value: number(o.value),
            low: number(o.band.low),
            high: number(o.band.high),
            mean: number(o.band.mean),
          })
        : t(`quality.outlier.district.${o.direction}`, {
            measure: measure(o.measure),
            value: number(o.value),
            median: number(o.district?.median ?? 0),
            score: number(o.district?.score ?? 0),
            compared: number(o.district?.compared ?? 0),
          }),
  };
}

export type QualityWords = ReturnType<typeof useQualityWords>;
