import type { Schemas } from '@/shared/api/types';
import { PROGRAMME_MEASURES, previousPeriod } from '@/shared/dashboards/figures';
import type { DashboardQuery } from '@/shared/dashboards/measures';
import { type Period, totalsQuery } from './figure-query';
import { periodOf, refuseInapplicable } from './figures';
import type { DashboardContext } from './view';

type ProgrammeMeasure = (typeof PROGRAMME_MEASURES)[number];

/**
 * The programme's figures of the view for its period and the period before, in one read of the
 * programme's cells: the year's plan (activities planned and completed, budget) and, for the
 * period, planned and achieved output, expenditure and participants.
 */
export async function dashboardProgramme(
  context: DashboardContext,
  query: DashboardQuery,
): Promise<Schemas['DashboardProgramme']> {
  for (const measure of PROGRAMME_MEASURES) refuseInapplicable(measure, query);
  const { view } = context;
  const current: Period = { fiscalYear: view.fiscalYear, trimester: view.trimester };
  const before = previousPeriod(view.fiscalYear, view.trimester) as Period;
  const items = PROGRAMME_MEASURES.flatMap((measure) => [
    { measure, period: current },
    { measure, period: before },
  ]);
  const statement = totalsQuery(view, context.tenant, { kind: 'programme', items });
  const [row] = await context.db.query<Record<string, string | number>>(statement);
  const figures = Object.fromEntries(
    PROGRAMME_MEASURES.map((measure, i) => [
      measure,
      { value: Number(row[`v${2 * i}`]), previous: Number(row[`v${2 * i + 1}`]) },
    ]),
  ) as Record<ProgrammeMeasure, Schemas['DashboardFigure']>;
  return {
    period: periodOf(view),
    previousPeriod: { fiscalYear: before.fiscalYear, trimester: before.trimester ?? null },
    ...figures,
  };
}
