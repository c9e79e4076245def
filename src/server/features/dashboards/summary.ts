import { CELL_LEVELS } from '@/server/domain/cell-levels';
import { raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { type Measure, monthsOf, previousPeriod } from '@/shared/dashboards/figures';
import { type MeasureKind } from '@/shared/dashboards/measures';
import { CARD_COLOURS } from '@/shared/pwd/enums';
import { TOTALS_FACET, TRAITS } from './cells-sql';
import { type Period, totalsQuery } from './figure-query';
import { figureRows, periodOf } from './figures';
import { type DashboardContext, placeSql } from './view';

/**
 * Palikas in the view with any service or registration in each period (the current one and the one
 * before), and how many palikas the view has; read from the palikas' own cells of the unfiltered
 * view (one place per palika, so the caller's scope applies exactly), in one pass over the palikas.
 */
async function palikasReporting(
  { db, view, tenant }: DashboardContext,
  periods: [Period, Period],
): Promise<{ reporting: [number, number]; of: number }> {
  // A ward view reports on its palika.
  const inView =
    view.place.level === 'ward'
      ? sql`${tenant.palikaSql('pa.id')} AND pa.id IN (SELECT w.palika_id FROM wards w WHERE w.id = ANY(${view.place.ids}::int[]))`
      : placeSql({ view, tenant }, ['pa.id', 'NULL']);
  // Every key column before the period given, so that each probe reads one short range of the index.
  const cell = raw(
    [
      `c.level = ${CELL_LEVELS.palika}`,
      'c.place_id = pa.id',
      `c.disability_type = '*'`,
      ...TRAITS.map((trait) => `c.${trait} = '*'`),
    ].join(' AND '),
  );
  const reported = ({ fiscalYear: fy, trimester }: Period) => {
    const [first, last] = monthsOf(trimester);
    // Services' cells key the four-month period before the month: name it, or nothing for the whole year.
    const when = raw(trimester ? ` AND c.period = ${trimester}` : '');
    const months = raw(`${first} AND ${last}`);
    return sql`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM dash_service_cells c WHERE ${cell} AND c.fy = ${fy} AND c.facet = ${raw(`'${TOTALS_FACET.service}'`)}${when} AND c.services > 0)
                          OR EXISTS (SELECT 1 FROM dash_person_cells c WHERE ${cell} AND c.reg_fy = ${fy} AND c.reg_month BETWEEN ${months} AND c.persons > 0))::int`;
  };
  const [row] = await db.query<{ now: number; before: number; of: number }>(
    sql`SELECT ${reported(periods[0])} AS now, ${reported(periods[1])} AS before, count(*)::int AS of FROM palikas pa WHERE ${inView}`,
  );
  return { reporting: [row?.now ?? 0, row?.before ?? 0], of: row?.of ?? 0 };
}

/** Each measure for the period and the one before, one query per kind of measure. */
async function pairs(
  context: DashboardContext,
  kind: MeasureKind,
  measures: Measure[],
  [current, before]: [Period, Period],
) {
  const items = measures.flatMap((measure) => [
    { measure, period: current },
    { measure, period: before },
  ]);
  const statement = totalsQuery(context.view, context.tenant, { kind, items });
  const [row] = await context.db.query<Record<string, string | number>>(statement);
  return Object.fromEntries(
    measures.map((measure, i) => [
      measure,
      { value: Number(row[`v${2 * i}`]), previous: Number(row[`v${2 * i + 1}`]) },
    ]),
  );
}

/** The key figures of the view for its period and the period before. */
export async function dashboardSummary(
  context: DashboardContext,
): Promise<Schemas['DashboardSummary']> {
  const { view } = context;
  const current: Period = { fiscalYear: view.fiscalYear, trimester: view.trimester };
  const before = previousPeriod(view.fiscalYear, view.trimester) as Period;
  const persons = await pairs(
    context,
    'person',
    ['registered', 'registrations', 'active', 'withCard'],
    [current, before],
  );
  const served = await pairs(context, 'reach', ['personsServed'], [current, before]);
  const services = await pairs(context, 'service', ['services'], [current, before]);
  const colours = await figureRows(context, {
    measure: 'withCard',
    by: 'cardColour',
    period: current,
  });
  const byColour = Object.fromEntries(
    colours.map((row) => [CARD_COLOURS[row.key as keyof typeof CARD_COLOURS], row.value]),
  );
  const reporting = await palikasReporting(context, [current, before]);
  return {
    period: periodOf(view),
    previousPeriod: { fiscalYear: before.fiscalYear, trimester: before.trimester ?? null },
    registered: persons.registered,
    registrations: persons.registrations,
    active: persons.active,
    withCard: persons.withCard,
    cardColours: {
      red: byColour.red ?? 0,
      blue: byColour.blue ?? 0,
      yellow: byColour.yellow ?? 0,
      white: byColour.white ?? 0,
    },
    personsServed: served.personsServed,
    services: services.services,
    palikasReporting: {
      value: reporting.reporting[0],
      previous: reporting.reporting[1],
      of: reporting.of,
    },
  };
}
