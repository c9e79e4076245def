import type { TenantScope } from '@/server/access/tenant-scope';
import { and, raw, type Sql, spliced, sql } from '@/server/platform/sql';
import { type Breakdown, MEASURES, type Measure } from '@/shared/dashboards/figures';
import type { MeasureKind } from '@/shared/dashboards/measures';
import { measureOf } from '@/shared/measures/measure-list';
import { CARD_HELD } from '@/shared/pwd/enums';
import { type ReachFacet, type ServiceFacet } from './cell-dimensions';
import {
  type CellTable,
  PERSON_CELLS,
  REACH_CELLS,
  SERVICE_CELLS,
  personRows,
  reachRows,
  serviceRows,
} from './cells-sql';
import { asksAboutPersons } from './figure-plan';
import { PROGRAMME_CELLS, programmeRows } from './programme-cells-sql';
import { type DashboardView, placeSql } from './view';

/*
 * What each measure is in SQL. Its shared definition (`MEASURE_DEFINITIONS`: kind, breakdowns and
 * the list behind it) says what it means to a reader; this says where it is read and what is added
 * up. The builder (figure-query.ts) and the planner (figure-plan.ts) know no measure by name.
 */

/** What a kind's raw rows are asked for: the view, the years they span and the facet. */
export interface RowRequest {
  view: DashboardView;
  tenant: TenantScope;
  by: Breakdown | null;
  fromYear: number;
  toYear: number;
  /** Persons served are counted once per four months, or once in the year. */
  perPeriod: boolean;
  serviceFacet: ServiceFacet;
  reachFacet: ReachFacet;
}

/** Where the measures of a kind are read: their summary cells, or the raw rows those cells add up. */
export interface RowSource {
  cells: CellTable;
  /** The rows' SQL: the text the cells are filled from (cells-sql.ts), narrowed to the view. */
  rows: (request: RowRequest) => Sql;
}

/**
 * The person filters on a person's own columns (`p`), beside the same filters on the rows' dimensions:
 * the same rows, but PostgreSQL then estimates from the columns' statistics (a filter on the rows'
 * coalesced values it takes to keep almost nothing, and plans for one row where there are thousands).
 */
function onPersons({ person }: DashboardView): Sql[] {
  const { disabilityType, severityClass, gender, ageBand } = person;
  return [
    disabilityType && sql`${disabilityType} = ANY(p.disability_types)`,
    severityClass && sql`p.severity_class = ${severityClass}`,
    gender && sql`p.gender = ${gender}`,
    ageBand && sql`p.age_band = ${ageBand}`,
  ].filter((condition): condition is Sql => Boolean(condition));
}

const inView = ({ view, tenant }: RowRequest, columns: [string, string]) =>
  placeSql({ view, tenant }, columns);
/** Stand-ins, in the rows' text (which the cells' DDL shares), for the fragments that carry values. */
const WHERE = '\u0001where\u0001';
const LOCAL = '\u0001local\u0001';
const yearsOf = ({ fromYear, toYear }: RowRequest, alias = 's') =>
  sql`${raw(alias)}.fiscal_year BETWEEN ${fromYear} AND ${toYear}`;
const VALUES_WHERE = '\u0001values\u0001';

export const ROW_SOURCES: Record<MeasureKind, RowSource> = {
  person: {
    cells: PERSON_CELLS,
    rows: (request) =>
      spliced(personRows('pwd_persons', WHERE), {
        [WHERE]: and([inView(request, ['p.palika_id', 'p.ward_no']), ...onPersons(request.view)]),
      }),
  },
  service: {
    cells: SERVICE_CELLS,
    rows: (request) => {
      const persons = asksAboutPersons(request.view, request.by);
      const text = serviceRows('service_records', 'pwd_persons', {
        facets: [request.serviceFacet],
        where: WHERE,
        persons,
        // Most services' persons live where the services were given: read the place's persons at once.
        localPersons: persons ? LOCAL : undefined,
      });
      return spliced(text, {
        [WHERE]: and([yearsOf(request), inView(request, ['s.palika_id', 's.ward_no'])]),
        [LOCAL]: inView(request, ['lp.palika_id', 'lp.ward_no']),
      });
    },
  },
  reach: {
    cells: REACH_CELLS,
    rows: (request) => {
      const text = reachRows('service_records', 'pwd_persons', {
        facets: [request.reachFacet],
        // A person served counts once per period asked for: each four months, or the whole year (0).
        periods: [request.perPeriod ? 's.trimester' : '0'],
        where: WHERE,
      });
      return spliced(text, {
        [WHERE]: and([
          yearsOf(request),
          inView(request, ['p.palika_id', 'p.ward_no']),
          ...onPersons(request.view),
        ]),
      });
    },
  },
  // The programme has no persons and no ward (figures.ts refuses those filters for it).
  programme: {
    cells: PROGRAMME_CELLS,
    rows: (request) =>
      spliced(
        programmeRows(
          { activities: 'palika_activities', values: 'activity_values' },
          { activities: WHERE, values: VALUES_WHERE },
        ),
        {
          [WHERE]: and([yearsOf(request, 'a'), inView(request, ['a.palika_id', 'NULL'])]),
          [VALUES_WHERE]: and([yearsOf(request, 'v'), inView(request, ['v.palika_id', 'NULL'])]),
        },
      ),
  },
};

/** What a measure adds up and which rows count; when it counts (a stock, a flow, the year's plan) is the one list's. */
interface OwnSql {
  /** What is added up over the rows or cells (`r`) that count. */
  value: (cells: boolean) => string;
  /** Which of the kind's rows count, beside the period. */
  rows?: () => Sql;
}

export interface MeasureSql extends OwnSql {
  /** Persons: counted if registered by the period's last day (a stock), or only within the period (a flow). */
  registered?: 'byEnd' | 'within';
  /** The programme's plan is the year's, whatever four months are asked (its period 0). */
  wholeYear?: boolean;
  /** Participants counted by their own sex (`participants_male`, …): by sex is not a person's dimension. */
  bySex?: boolean;
}

const persons = () => 'sum(r.persons)';
const participantsOf = () =>
  'sum(r.participants_male + r.participants_female + r.participants_other)';
/** A person holds a card once it is issued (or renewed); `r` is a person row or cell. */
export const cardHeld = () => sql`r.card_status = ANY(${[...CARD_HELD]}::text[])`;

const OWN_SQL: Record<Measure, OwnSql> = {
  registered: { value: persons },
  registrations: { value: persons },
  active: { value: persons, rows: () => sql`r.status = 'active'` },
  withCard: { value: persons, rows: cardHeld },
  services: { value: () => 'sum(r.services)' },
  cost: { value: () => 'sum(r.cost)' },
  groupServices: { value: () => 'sum(r.group_services)' },
  participants: { value: participantsOf },
  /** Cells hold each place's distinct persons; raw rows repeat a person once per service. */
  personsServed: {
    value: (cells) => (cells ? 'sum(r.persons)' : 'count(DISTINCT r.person_id)'),
  },
  activitiesPlanned: { value: () => 'sum(r.activities)' },
  activitiesCompleted: { value: () => 'sum(r.completed)' },
  budget: { value: () => 'sum(r.budget)' },
  plannedOutput: { value: () => 'sum(r.planned_output)' },
  achievedOutput: { value: () => 'sum(r.achieved_output)' },
  expenditure: { value: () => 'sum(r.expenditure)' },
  activityParticipants: { value: participantsOf },
};

/** A measure's SQL: its own, with when it counts and how participants split, from the one list. */
function measureSql(measure: Measure): MeasureSql {
  const { dashboard, time, unit } = measureOf(measure);
  return {
    ...OWN_SQL[measure],
    registered: dashboard === 'person' ? (time === 'stock' ? 'byEnd' : 'within') : undefined,
    wholeYear: time === 'year',
    bySex: unit === 'participants',
  };
}

export const MEASURE_SQL = Object.fromEntries(
  MEASURES.map((measure) => [measure, measureSql(measure)]),
) as Record<Measure, MeasureSql>;
