import type { TenantScope } from '@/server/access/tenant-scope';
import { CELL_LEVELS, type CellLevel } from '@/server/domain/cell-levels';
import { empty, join, raw, type Sql, sql } from '@/server/platform/sql';
import {
  type Breakdown,
  type Measure,
  type Split,
  SERVICE_FACET_BREAKDOWNS,
  FISCAL_YEAR_SERIES,
  monthsOf,
} from '@/shared/dashboards/figures';
import { type MeasureKind, kindOf } from '@/shared/dashboards/measures';
import { type ReachFacet, type ServiceFacet } from './cell-dimensions';
import { TOTALS_FACET, TRAITS } from './cells-sql';
import { asksAboutTraits, cellLevelOf } from './figure-plan';
import { MEASURE_SQL, ROW_SOURCES, cardHeld } from './measure-sql';
import type { ChildLevel, DashboardView } from './view';

export interface Period {
  fiscalYear: number;
  trimester?: 1 | 2 | 3;
}

export interface FigureSpec {
  measure: Measure;
  by: Breakdown | null;
  period: Period;
  /** A second key (services by component over time): the component is the facet's value. */
  split?: Split;
}

const PLACE_KEY: Record<ChildLevel, string> = {
  province: 'r.province_id::text',
  district: 'r.district_id::text',
  palika: 'r.palika_id::text',
  ward: 'r.ward_id::text',
};

/** A figure's place, one level below the view: the cell's own place, or the row's place at that level. */
const placeKey = (source: Source, view: DashboardView) =>
  source.cells ? 'r.place_id::text' : PLACE_KEY[view.childLevel];

/** Where the figures of one kind are read. */
interface Source {
  kind: MeasureKind;
  from: Sql;
  where: Sql[];
  cells: boolean;
}

/** The places whose cells a figure reads: the view's own, or its children's (all of which the caller may read, as the view is whole). */
function cellPlaces(view: DashboardView, level: CellLevel): Sql {
  if (level === CELL_LEVELS.nation) return sql`0`;
  const places = sql`ANY(${view.place.ids}::int[])`;
  if (level === view.cellsLevel) return places;
  if (level === CELL_LEVELS.province) return sql`ANY(ARRAY(SELECT id FROM provinces))`;
  const children = {
    [CELL_LEVELS.district]: () => sql`SELECT id FROM districts WHERE province_id = ${places}`,
    [CELL_LEVELS.palika]: () => sql`SELECT id FROM palikas WHERE district_id = ${places}`,
    [CELL_LEVELS.ward]: () => sql`SELECT id FROM wards WHERE palika_id = ${places}`,
  }[level];
  return sql`ANY(ARRAY(${children()}))`;
}

/** Who: a person counted under every disability type they have ('*' is "any type"), and the person filters. */
function personConditions(view: DashboardView, by: Breakdown | null): Sql[] {
  const { disabilityType, severityClass, gender, ageBand } = view.person;
  return [
    disabilityType
      ? sql`r.disability_type = ${disabilityType}`
      : by === 'disabilityType'
        ? sql`r.disability_type <> '*'`
        : sql`r.disability_type = '*'`,
    ...(severityClass ? [sql`r.severity_class = ${severityClass}`] : []),
    ...(gender ? [sql`r.gender = ${gender}`] : []),
    ...(ageBand ? [sql`r.age_band = ${ageBand}`] : []),
  ];
}

/**
 * The summary cells when they can answer (`cellLevelOf`), the raw rows otherwise:
 * the same text of `cells-sql.ts` either way, so both give the same figure
 * (tests/api/dashboards.test.ts holds them to it). Person filters and the facet are applied here.
 */
function sourceOf(
  view: DashboardView,
  tenant: TenantScope,
  kind: MeasureKind,
  { by, periods, byPlace }: { by: Breakdown | null; periods: Period[]; byPlace: boolean },
): Source {
  const series = by === 'fiscalYear';
  const years = periods.map((p) => p.fiscalYear);
  const [fromYear, toYear] = [
    Math.min(...years) - (series ? FISCAL_YEAR_SERIES - 1 : 0),
    Math.max(...years),
  ];
  const serviceFacet: ServiceFacet =
    by && (SERVICE_FACET_BREAKDOWNS as readonly string[]).includes(by)
      ? (by as ServiceFacet)
      : TOTALS_FACET.service;
  const reachFacet: ReachFacet = by === 'component' || by === 'element' ? by : TOTALS_FACET.reach;
  const personal = kind !== 'programme';
  const planned = cellLevelOf(view, by, byPlace);
  // The programme's cells stop at palikas: its activities have no ward.
  const cellLevel = !personal && planned === CELL_LEVELS.ward ? null : planned;
  const where: Sql[] = [];
  let from: Sql;
  if (cellLevel !== null) {
    from = raw(`${ROW_SOURCES[kind].cells.table} r`);
    // The cell key starts (level, place): give both, so the index is read only where it must be.
    where.push(raw(`r.level = ${cellLevel}`), sql`r.place_id = ${cellPlaces(view, cellLevel)}`);
    // The unfiltered view's cells ('*' traits), or those of every combination of the person dimensions.
    if (personal)
      where.push(
        ...(asksAboutTraits(view, by)
          ? [sql`r.age_band <> '*'`]
          : TRAITS.map((trait) => raw(`r.${trait} = '*'`))),
      );
  } else {
    const perPeriod = by === 'period' || (!series && Boolean(periods[0].trimester));
    const request = { view, tenant, by, fromYear, toYear, perPeriod, serviceFacet, reachFacet };
    from = sql`(${ROW_SOURCES[kind].rows(request)}) r`;
  }
  if (kind === 'service' || kind === 'reach')
    where.push(raw(`r.facet = '${kind === 'service' ? serviceFacet : reachFacet}'`));
  if (personal) where.push(...personConditions(view, by));
  return { kind, from, where, cells: cellLevel !== null };
}

/** When, for one measure and period: services and persons served in it; persons registered by its end, or within it. */
function periodCondition(
  source: Source,
  measure: Measure,
  by: Breakdown | null,
  { fiscalYear: fy, trimester }: Period,
): Sql {
  const [first, last] = monthsOf(trimester);
  const series = by === 'fiscalYear';
  // The series' years one by one, not as a range: the cells' index then reads each year's own short
  // range of keys instead of every cell of the years between (a national series read 98 ms of index).
  const years = () =>
    sql`${Array.from({ length: FISCAL_YEAR_SERIES }, (_, i) => fy - FISCAL_YEAR_SERIES + 1 + i)}::int[]`;
  const conditions: Sql[] = [];
  if (source.kind === 'person') {
    const { registered, rows } = MEASURE_SQL[measure];
    if (registered === 'within') {
      if (series) conditions.push(sql`r.reg_fy = ANY(${years()})`);
      else if (by === 'period') conditions.push(sql`r.reg_fy = ${fy}`);
      else
        conditions.push(
          sql`r.reg_fy = ${fy} AND r.reg_month BETWEEN ${raw(`${first} AND ${last}`)}`,
        );
    } else {
      conditions.push(
        sql`(r.reg_fy < ${fy} OR (r.reg_fy = ${fy} AND r.reg_month <= ${raw(String(last))}))`,
      );
      if (rows) conditions.push(rows());
      // Card colours are those of the cards held.
      if (by === 'cardColour' && rows !== cardHeld) conditions.push(cardHeld());
    }
  } else {
    conditions.push(series ? sql`r.fy = ANY(${years()})` : sql`r.fy = ${fy}`);
    if (source.kind === 'programme') {
      // The year's plan is period 0; output, spending and participants are kept per four months.
      const perPeriod = trimester && by !== 'period' && !series;
      conditions.push(
        raw(
          MEASURE_SQL[measure].wholeYear
            ? 'r.period = 0'
            : perPeriod
              ? `r.period = ${trimester}`
              : 'r.period > 0',
        ),
      );
    } else if (source.kind === 'service') {
      if (trimester && by !== 'period' && !series) conditions.push(raw(`r.period = ${trimester}`));
    } else {
      conditions.push(
        raw(by === 'period' ? 'r.period > 0' : `r.period = ${series ? 0 : (trimester ?? 0)}`),
      );
    }
  }
  return sql`(${join(conditions, ' AND ')})`;
}

function valueOf(source: Source, measure: Measure, participantsBySex: boolean): string {
  return participantsBySex ? 'sum(g.n)' : MEASURE_SQL[measure].value(source.cells);
}

const BY_PARTICIPANTS_SEX = raw(
  `CROSS JOIN LATERAL (VALUES ('male', r.participants_male), ('female', r.participants_female), ('other', r.participants_other)) g(key, n)`,
);

/** One measure, grouped one way (or not at all), for one period. */
export function figureQuery(
  view: DashboardView,
  tenant: TenantScope,
  { measure, by, period, split }: FigureSpec,
): { statement: Sql; cells: boolean } {
  // Group participants by their own sex: not a person dimension, so the unfiltered cells answer it.
  const participantsBySex = Boolean(MEASURE_SQL[measure].bySex) && by === 'gender';
  const source = sourceOf(view, tenant, kindOf(measure), {
    by: participantsBySex ? null : by,
    periods: [period],
    byPlace: false,
  });
  const where = join([...source.where, periodCondition(source, measure, by, period)], ' AND ');
  const value = raw(valueOf(source, measure, participantsBySex));
  const lateral = participantsBySex ? BY_PARTICIPANTS_SEX : empty;
  const key = participantsBySex ? 'g.key' : by ? keyOf(by, source.kind) : null;
  const series = raw(split ? ', r.value AS series' : '');
  const order = raw(split ? '1, 2' : '1');
  const statement = key
    ? sql`SELECT ${raw(key)} AS key${series}, ${value} AS value FROM ${source.from} ${lateral} WHERE ${where} GROUP BY ${order} HAVING ${value} <> 0 ORDER BY ${order}`
    : sql`SELECT coalesce(${value}, 0) AS value FROM ${source.from} ${lateral} WHERE ${where}`;
  return { statement, cells: source.cells };
}

/**
 * Several totals of one kind (measures of persons, of services, or persons served), each for its own
 * period, read in one pass: the key figures of a period and of the one before; or, by place, the
 * figures of each place one level below the view.
 */
export function totalsQuery(
  view: DashboardView,
  tenant: TenantScope,
  {
    kind,
    items,
    byPlace = false,
  }: { kind: MeasureKind; items: { measure: Measure; period: Period }[]; byPlace?: boolean },
): Sql {
  const source = sourceOf(view, tenant, kind, {
    by: null,
    periods: items.map((item) => item.period),
    byPlace,
  });
  const conditions = items.map((item) => periodCondition(source, item.measure, null, item.period));
  const values = items.map(
    (item, i) =>
      sql`coalesce(${raw(valueOf(source, item.measure, false))} FILTER (WHERE ${conditions[i]}), 0) AS ${raw(`v${i}`)}`,
  );
  const where = join([...source.where, sql`(${join(conditions, ' OR ')})`], ' AND ');
  const key = raw(placeKey(source, view));
  return byPlace
    ? sql`SELECT ${key} AS key, ${join(values, ', ')} FROM ${source.from} WHERE ${where} GROUP BY 1`
    : sql`SELECT ${join(values, ', ')} FROM ${source.from} WHERE ${where}`;
}

function keyOf(by: Breakdown, kind: MeasureKind): string {
  const person = kind === 'person';
  switch (by) {
    case 'disabilityType':
    case 'severityClass':
    case 'gender':
    case 'ageBand':
    case 'status':
      return `r.${{ disabilityType: 'disability_type', severityClass: 'severity_class', gender: 'gender', ageBand: 'age_band', status: 'status' }[by]}`;
    case 'cardColour':
      return 'r.severity_class';
    case 'month':
      return person ? 'r.reg_month::text' : 'r.month::text';
    case 'period':
      return person ? '((r.reg_month + 3) / 4)::text' : 'r.period::text';
    case 'fiscalYear':
      return person ? 'r.reg_fy::text' : 'r.fy::text';
    default:
      return 'r.value';
  }
}
