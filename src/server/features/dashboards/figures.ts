import { invalid } from '@/server/platform/http-error';
import type { Schemas } from '@/shared/api/types';
import {
  type Breakdown,
  type Measure,
  type Split,
  splitAllowed,
} from '@/shared/dashboards/figures';
import {
  type DashboardQuery,
  allowedBreakdowns,
  notApplicable,
} from '@/shared/dashboards/measures';
import { type FigureSpec, type Period, figureQuery } from './figure-query';
import type { DashboardContext, DashboardView } from './view';

export async function figureTotal(
  { db, view, tenant }: DashboardContext,
  measure: Measure,
  period: Period,
): Promise<number> {
  const { statement } = figureQuery(view, tenant, { measure, by: null, period });
  const [row] = await db.query<{ value: string | number }>(statement);
  return Number(row?.value ?? 0);
}

export async function figureRows(
  { db, view, tenant }: DashboardContext,
  spec: FigureSpec,
): Promise<{ key: string; series?: string; value: number }[]> {
  const { statement } = figureQuery(view, tenant, spec);
  const rows = await db.query<{ key: string; series?: string; value: string | number }>(statement);
  return rows.map((row) => ({
    key: row.key,
    ...(row.series !== undefined ? { series: row.series } : {}),
    value: Number(row.value),
  }));
}

const periodOf = (view: DashboardView) => ({
  fiscalYear: view.fiscalYear,
  trimester: view.trimester ?? null,
});

/** Refuses the filters a measure cannot honour (a person's or a ward's, for the programme), each named. */
export function refuseInapplicable(measure: Measure, query: DashboardQuery): void {
  const fields = notApplicable(measure, query);
  if (fields.length) throw invalid(fields.map((field) => ({ field, code: 'notApplicable' })));
}

/** One measure broken down one way; the total beside it counts each person once. */
export async function dashboardFigures(
  context: DashboardContext,
  query: DashboardQuery & { measure: Measure; by: Breakdown; split?: Split },
): Promise<Schemas['DashboardBreakdown']> {
  const { view } = context;
  const { measure, by, split } = query;
  refuseInapplicable(measure, query);
  if (!allowedBreakdowns(measure).includes(by))
    throw invalid([{ field: 'by', code: 'invalidValue' }]);
  if (split && !splitAllowed(measure, by))
    throw invalid([{ field: 'split', code: 'invalidValue' }]);
  const period = { fiscalYear: view.fiscalYear, trimester: view.trimester };
  const rows = await figureRows(context, { measure, by, period, split });
  // Over years or periods, the total is the chosen year's: persons served in two periods count once.
  const total = await figureTotal(
    context,
    measure,
    by === 'fiscalYear' || by === 'period' ? { fiscalYear: view.fiscalYear } : period,
  );
  return { measure, by, split: split ?? null, period: periodOf(view), rows, total };
}

export { periodOf };
