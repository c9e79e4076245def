import { MEASURES, type Measure, previousPeriod } from '@/shared/dashboards/figures';
import { BAND_PERIODS, OUTLIER_MEASURE_IDS } from '@/shared/data-quality/outliers';
import type { PeriodFigure } from './figures-of';

export interface PeriodAt {
  fiscalYear: number;
  period: 1 | 2 | 3;
}

/** The periods before one, oldest first: the band's three. */
export function periodsBefore(at: PeriodAt, count = BAND_PERIODS): PeriodAt[] {
  const periods: PeriodAt[] = [];
  let { fiscalYear, period } = at;
  for (let i = 0; i < count; i++) {
    const before = previousPeriod(fiscalYear, period);
    fiscalYear = before.fiscalYear;
    period = before.trimester as 1 | 2 | 3;
    periods.unshift({ fiscalYear, period });
  }
  return periods;
}

/**
 * Every figure a period's data quality reads, asked of the dashboards at once: each measure of the
 * period, the key measures of the three periods before (the band) and the expenditure of the
 * year's earlier periods (the expenditure to date).
 */
export function periodPlan(at: PeriodAt) {
  const items: PeriodFigure[] = MEASURES.map((measure) => ({ measure, ...at }));
  const before = periodsBefore(at);
  const history = new Map<string, number>();
  for (const past of before)
    for (const measure of OUTLIER_MEASURE_IDS) {
      history.set(`${measure}/${past.fiscalYear}/${past.period}`, items.length);
      items.push({ measure, ...past });
    }
  const earlier: number[] = [];
  for (let period = 1; period < at.period; period++) {
    earlier.push(items.length);
    items.push({ measure: 'expenditure', fiscalYear: at.fiscalYear, period: period as 1 | 2 });
  }
  return {
    items,
    before,
    /** A measure's figure of the period itself. */
    now: (values: readonly number[], measure: Measure) => values[MEASURES.indexOf(measure)] ?? 0,
    /** A key measure's figures of the three periods before, oldest first. */
    past: (values: readonly number[], measure: Measure) =>
      before.map((p) => values[history.get(`${measure}/${p.fiscalYear}/${p.period}`)!] ?? 0),
    /** The year's expenditure from its first period to this one. */
    expenditureToDate: (values: readonly number[]) =>
      earlier.reduce(
        (sum, i) => sum + (values[i] ?? 0),
        values[MEASURES.indexOf('expenditure')] ?? 0,
      ),
  };
}

export type PeriodPlan = ReturnType<typeof periodPlan>;
