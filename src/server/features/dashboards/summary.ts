import type { Schemas } from '../../../shared/api/types';
import { type Measure, type MeasureKind, monthsOf, previousPeriod } from '../../../shared/dashboards/figures';
import { CELL_LEVELS, TOTALS_FACET } from './cells-sql';
import { CARD_COLOURS } from '../../../shared/pwd/enums';
import { type Period, totalsQuery } from './figure-query';
import { figureRows, periodOf } from './figures';
import { type DashboardContext, placeCondition } from './view';

/**
 * Palikas in the view with any service or registration in a period, and how many palikas the view
 * has; read from the palikas' own cells (one per palika, so the caller's scope applies exactly).
 */
async function palikasReporting({ db, view, tenant }: DashboardContext, { fiscalYear, trimester }: Period): Promise<{ reporting: number; of: number }> {
  const params: unknown[] = [];
  // A ward view reports on its palika.
  const inView =
    view.place.level === 'ward'
      ? `${tenant.palikaCondition('pa.id', params)} AND pa.id IN (SELECT w.palika_id FROM wards w WHERE w.id = ANY($${params.push(view.place.ids)}::int[]))`
      : placeCondition({ view, tenant }, ['pa.id', 'NULL'], params);
  const [first, last] = monthsOf(trimester);
  const fy = `$${params.push(fiscalYear)}`;
  const cell = `c.level = ${CELL_LEVELS.palika} AND c.place_id = pa.id AND c.disability_type = '*'`;
  const [row] = await db.query<{ reporting: number; of: number }>(
    `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM dash_service_cells c WHERE ${cell} AND c.fy = ${fy} AND c.facet = '${TOTALS_FACET.service}' AND c.month BETWEEN ${first} AND ${last} AND c.services > 0)
                              OR EXISTS (SELECT 1 FROM dash_person_cells c WHERE ${cell} AND c.reg_fy = ${fy} AND c.reg_month BETWEEN ${first} AND ${last} AND c.persons > 0))::int AS reporting,
            count(*)::int AS of
       FROM palikas pa WHERE ${inView}`,
    params,
  );
  return { reporting: row?.reporting ?? 0, of: row?.of ?? 0 };
}

/** Each measure for the period and the one before, one query per kind of measure. */
async function pairs(context: DashboardContext, kind: MeasureKind, measures: Measure[], [current, before]: [Period, Period]) {
  const items = measures.flatMap((measure) => [{ measure, period: current }, { measure, period: before }]);
  const { sql, params } = totalsQuery(context.view, context.tenant, { kind, items });
  const [row] = await context.db.query<Record<string, string | number>>(sql, params);
  return Object.fromEntries(measures.map((measure, i) => [measure, { value: Number(row[`v${2 * i}`]), previous: Number(row[`v${2 * i + 1}`]) }]));
}

/** The key figures of the view for its period and the period before. */
export async function dashboardSummary(context: DashboardContext): Promise<Schemas['DashboardSummary']> {
  const { view } = context;
  const current: Period = { fiscalYear: view.fiscalYear, trimester: view.trimester };
  const before = previousPeriod(view.fiscalYear, view.trimester) as Period;
  const persons = await pairs(context, 'person', ['registered', 'registrations', 'active', 'withCard'], [current, before]);
  const served = await pairs(context, 'reach', ['personsServed'], [current, before]);
  const services = await pairs(context, 'service', ['services'], [current, before]);
  const colours = await figureRows(context, { measure: 'withCard', by: 'cardColour', period: current });
  const byColour = Object.fromEntries(colours.map((row) => [CARD_COLOURS[row.key as keyof typeof CARD_COLOURS], row.value]));
  const reportingNow = await palikasReporting(context, current);
  const reportingBefore = await palikasReporting(context, before);
  return {
    period: periodOf(view),
    previousPeriod: { fiscalYear: before.fiscalYear, trimester: before.trimester ?? null },
    registered: persons.registered,
    registrations: persons.registrations,
    active: persons.active,
    withCard: persons.withCard,
    cardColours: { red: byColour.red ?? 0, blue: byColour.blue ?? 0, yellow: byColour.yellow ?? 0, white: byColour.white ?? 0 },
    personsServed: served.personsServed,
    services: services.services,
    palikasReporting: { value: reportingNow.reporting, previous: reportingBefore.reporting, of: reportingNow.of },
  };
}
