import { CELL_LEVELS, type CellLevel } from '@/server/domain/cell-levels';
import {
  REGISTRATION_DIMENSIONS,
  SERVICE_DIMENSIONS,
  REACH_DIMENSIONS,
  SERVICE_MEASURES,
  SERVICE_FACETS,
  REACH_FACETS,
  type ServiceFacet,
  type ReachFacet,
} from './cell-dimensions';
/**
 * The one definition of what each record contributes to the dashboards, as SQL over any relation
 * shaped like `pwd_persons` or `service_records` (the tables themselves, or a trigger's transition
 * tables). The same text feeds three places, so they cannot disagree:
 *  - the triggers that keep the summary cells (`dash_*_cells`) in step with every write, in the
 *    writing transaction;
 *  - the migration's first fill of those cells;
 *  - the dashboards' direct reads of the raw rows, where no cells answer (a ward's own view, person filters below a province).
 * Decision record: docs/decisions/0013-live-dashboard-cells.md.
 */

/**
 * A category's component and element, joined only where a facet's value reads them (`c.`): every
 * service has a category (NOT NULL, foreign key), so leaving the join out counts the same rows. Under
 * a person filter PostgreSQL expects a handful of rows, and then rescans the categories for each row.
 */
const lineageFor = (...values: string[]) =>
  values.some((value) => value.startsWith('c.'))
    ? 'JOIN service_category_lineage c ON c.id = s.category_id'
    : '';

const ALL_SERVICE_FACETS = Object.keys(SERVICE_FACETS) as ServiceFacet[];
const ALL_REACH_FACETS = Object.keys(REACH_FACETS) as ReachFacet[];

/** Which facets to produce, and a condition on the base rows (aliases `s` for services, `p` for persons) read first. */
interface RowOptions<Facet> {
  facets?: readonly Facet[];
  where?: string;
  /** false when nothing asks about the persons served: services count under "any type" only, without reading persons. */
  persons?: boolean;
}

const columnOf = (alias: string) => (name: string) => `${alias}.${name}`;

/**
 * A service's person: looked up by id for each service; or, given a condition on `lp` naming the
 * places whose persons to read (`localPersons`), read for those places in one pass and joined by
 * hash, and looked up by id (`o`) only for the services whose person lives elsewhere or is deleted.
 * A palika's services of a year are thousands: one lookup each was most of a filtered dashboard's
 * time. Answers the joins and each person column's expression.
 */
function personOf(
  persons: string,
  localPersons?: string,
): { join: string; column: (name: string) => string } {
  if (!localPersons)
    return { join: `LEFT JOIN ${persons} p ON p.id = s.pwd_id`, column: columnOf('p') };
  const columns = ['severity_class', 'gender', 'age_band', 'disability_types'];
  return {
    join: `LEFT JOIN ${persons} lp ON lp.id = s.pwd_id AND lp.deleted_at IS NULL AND ${localPersons}
    LEFT JOIN LATERAL (SELECT ${columns.map((c) => `o.${c}`).join(', ')} FROM ${persons} o WHERE o.id = s.pwd_id AND lp.id IS NULL LIMIT 1) o ON TRUE`,
    column: (name) => `coalesce(lp.${name}, o.${name})`,
  };
}

/**
 * A record's places: its ward (by the palika's ward number), palika, and the palika's district and
 * province. Left joins on unique keys (every record has a palika: NOT NULL, foreign key), so a read
 * that never asks for the ward, district or province does not join them at all (PostgreSQL removes
 * an unused left join, but not one written after a lateral join: keep these after the person's
 * joins). A ward number the geography does not know has no ward id.
 */
export const placeColumns = (palika: string) =>
  `d.province_id, pa.district_id, ${palika} AS palika_id, w.id AS ward_id`;
export const placeOf = (palika: string, ward: string) =>
  `LEFT JOIN palikas pa ON pa.id = ${palika} LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = ${palika} AND w.ward_number = ${ward}`;

/** Once for "any type" ('*') and once for each of the person's disability types. */
const typesOf = (types: string) =>
  `CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(${types}, '{}'::text[])) t(disability_type)`;

/** A person's dimensions, each column named by `column` (`p.gender`, or an expression). */
const personDimensions = (column: (name: string) => string) =>
  `t.disability_type, coalesce(${column('severity_class')}, '') AS severity_class, coalesce(${column('gender')}, '') AS gender, coalesce(${column('age_band')}, '') AS age_band`;

/** One row per live person and type: where they live, who they are, when they were registered. */
export function personRows(persons: string, where = 'TRUE'): string {
  return `SELECT ${placeColumns('p.palika_id')}, ${personDimensions(columnOf('p'))}, p.status, p.card_status, p.registration_fy AS reg_fy, p.registration_month AS reg_month, 1 AS persons
    FROM ${persons} p ${placeOf('p.palika_id', 'p.ward_no')} ${typesOf('p.disability_types')}
   WHERE p.deleted_at IS NULL AND ${where}`;
}

/**
 * One row per live service, facet and type of its person, at the service's own place. A group
 * service has no person: it counts under "any type" only, with empty person dimensions.
 */
export function serviceRows(
  services: string,
  persons: string,
  {
    facets = ALL_SERVICE_FACETS,
    where = 'TRUE',
    persons: withPersons = true,
    localPersons,
  }: RowOptions<ServiceFacet> & { localPersons?: string } = {},
): string {
  const person = personOf(persons, localPersons);
  const who = withPersons
    ? personDimensions(person.column)
    : `'*'::text AS disability_type, ''::text AS severity_class, ''::text AS gender, ''::text AS age_band`;
  const join = withPersons ? `${person.join} ${typesOf(person.column('disability_types'))}` : '';
  return facets
    .map((facet) => {
      const { value, byMonth } = SERVICE_FACETS[facet];
      return `SELECT ${placeColumns('s.palika_id')}, s.fiscal_year AS fy, s.trimester AS period, ${byMonth ? 's.fiscal_month' : '0'}::smallint AS month,
          '${facet}'::text AS facet, ${value} AS value, ${who},
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM ${services} s ${join}
        ${placeOf('s.palika_id', 's.ward_no')} ${lineageFor(value)}
       WHERE s.deleted_at IS NULL AND ${value} IS NOT NULL AND ${where}`;
    })
    .join('\n UNION ALL ');
}

/**
 * One row per live service of a live person, reach key and type, at the person's own place;
 * counting distinct `person_id` over them gives persons served (never services). Period 0 is the
 * whole fiscal year.
 */
export function reachRows(
  services: string,
  persons: string,
  {
    facets = ALL_REACH_FACETS,
    where = 'TRUE',
    periods = ['0', 's.trimester'],
  }: RowOptions<ReachFacet> & { periods?: string[] } = {},
): string {
  return facets
    .flatMap((facet) =>
      periods.map(
        (
          period,
        ) => `SELECT ${placeColumns('p.palika_id')}, p.id AS person_id, s.fiscal_year AS fy, ${period}::smallint AS period,
          '${facet}'::text AS facet, ${REACH_FACETS[facet]} AS value, ${personDimensions(columnOf('p'))}
        FROM ${services} s JOIN ${persons} p ON p.id = s.pwd_id AND p.deleted_at IS NULL ${placeOf('p.palika_id', 'p.ward_no')}
        ${lineageFor(REACH_FACETS[facet])} ${typesOf('p.disability_types')}
       WHERE s.deleted_at IS NULL AND ${REACH_FACETS[facet]} IS NOT NULL AND ${where}`,
      ),
    )
    .join('\n UNION ALL ');
}

/** The facet a total (not broken down by a facet) is read from: every service, and every person served, counts once under it. */
export const TOTALS_FACET = { service: 'component', reach: 'all' } as const satisfies {
  service: ServiceFacet;
  reach: ReachFacet;
};

export interface CellTable {
  table: string;
  dimensions: readonly string[];
  measures: readonly string[];
  /** The one facet whose cells wards keep: a map of wards reads totals only (a ward's cells of every facet would outnumber its records). */
  wardFacet?: string;
  /** The levels that keep cells of this table, when not all of them. */
  levels?: readonly CellLevel[];
}

export const PERSON_CELLS: CellTable = {
  table: 'dash_person_cells',
  dimensions: REGISTRATION_DIMENSIONS,
  measures: ['persons'],
};
export const SERVICE_CELLS: CellTable = {
  table: 'dash_service_cells',
  dimensions: SERVICE_DIMENSIONS,
  measures: SERVICE_MEASURES,
  wardFacet: TOTALS_FACET.service,
};
export const REACH_CELLS: CellTable = {
  table: 'dash_reach_cells',
  dimensions: REACH_DIMENSIONS,
  measures: ['persons'],
  wardFacet: TOTALS_FACET.reach,
};

/**
 * The levels of place that have cells, each with the column of a contribution naming its place:
 * the nation (one place, 0), provinces, districts, palikas and wards. Every level holds the unfiltered
 * view: a person's class, sex and age band as '*' (any), as the disability type '*' is "any
 * type". The nation and provinces hold it for each disability type too, and beside it a cell for
 * every combination of the person dimensions (for person filters and breakdowns). Districts,
 * palikas and wards hold only the unfiltered view under "any type", which keeps their cells few (a
 * palika's person dimensions would make about one cell per record); wards only for totals (the
 * `wardFacet` of services and of persons served), which is all a map of wards asks.
 */
/** The first level whose cells hold the unfiltered view only. */
export const UNFILTERED_FROM_LEVEL = 2;
/** The person dimensions that are '*' in a cell of the unfiltered view (the type is '*' for "any type" in every cell that counts it). */
export const TRAITS = ['severity_class', 'gender', 'age_band'] as const;
const PLACE_COLUMNS = ['province_id', 'district_id', 'palika_id', 'ward_id'] as const;

/** The cells a contribution adds to at the levels given: each level's, and whether the cell is of the unfiltered view ('*' traits). */
const cellKinds = (levels: readonly CellLevel[]) =>
  levels
    .flatMap((level) =>
      level < UNFILTERED_FROM_LEVEL
        ? [`(${level}::smallint, false)`, `(${level}::smallint, true)`]
        : [`(${level}::smallint, true)`],
    )
    .join(', ');
export const ALL_LEVELS = Object.values(CELL_LEVELS);

/** A statement-level trigger that keeps cells: its table, event and the statements its function runs. */
export interface CellTrigger {
  table: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  name: string;
  statements: () => string[];
}

/** A dimension's value in a cell of the kind in `lv`: '*' for a trait in the unfiltered view. */
const cellValue = (dimension: string) =>
  (TRAITS as readonly string[]).includes(dimension)
    ? `CASE WHEN lv.unfiltered THEN '*' ELSE r.${dimension} END`
    : `r.${dimension}`;

/**
 * Adds signed contributions (rows carrying the place columns, the dimensions and the measures) to
 * the cells of every level (or of the levels given), in key order so that concurrent writers lock
 * cells in the same order. A contribution whose ward the geography does not know has no ward cell.
 */
export function addToCells(
  { table, dimensions, measures, wardFacet, levels: kept }: CellTable,
  signedRows: string,
  levels: readonly CellLevel[] = ALL_LEVELS,
): string {
  const inWard = `r.ward_id IS NOT NULL${wardFacet ? ` AND r.facet = '${wardFacet}'` : ''}`;
  const keys = ['level', 'place_id', ...dimensions];
  const positions = keys.map((_, i) => i + 1).join(', ');
  // Cells without a person's dimensions keep one kind of cell a level.
  const personal = dimensions.includes('disability_type');
  const filled = levels.filter((level) => !kept || kept.includes(level));
  const kinds = personal
    ? cellKinds(filled)
    : filled.map((level) => `(${level}::smallint, true)`).join(', ');
  const anyType = personal
    ? `(lv.level < ${UNFILTERED_FROM_LEVEL} OR r.disability_type = '*')`
    : 'TRUE';
  return `INSERT INTO ${table} AS cell (${keys.join(', ')}, ${measures.join(', ')})
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           ${dimensions.map(cellValue).join(', ')},
           ${measures.map((m) => `sum(r.${m})`).join(', ')}
      FROM (${signedRows}) r CROSS JOIN (VALUES ${kinds}) lv(level, unfiltered)
     WHERE ${anyType} AND (lv.level < ${CELL_LEVELS.ward} OR (${inWard}))
     GROUP BY ${positions}
    HAVING ${measures.map((m) => `sum(r.${m}) <> 0`).join(' OR ')}
     ORDER BY ${positions}
    ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${measures.map((m) => `${m} = cell.${m} + excluded.${m}`).join(', ')}`;
}

/** Rows after a change minus rows before it, for measures that are plain sums. */
export function signed(cells: CellTable, before: string | null, after: string | null): string {
  const columns = (sign: string) =>
    [
      ...PLACE_COLUMNS,
      ...cells.dimensions,
      ...cells.measures.map((m) => `${sign}${m} AS ${m}`),
    ].join(', ');
  return [
    after && `SELECT ${columns('')} FROM (${after}) a`,
    before && `SELECT ${columns('-')} FROM (${before}) b`,
  ]
    .filter(Boolean)
    .join(' UNION ALL ');
}

/**
 * Distinct persons per palika and dimensions (a person lives in one palika and has one value of
 * each dimension but the type, so these add up to every coarser cell): after a change minus before it.
 */
export function distinctReach(rows: string, sign = ''): string {
  const keys = [...PLACE_COLUMNS, ...REACH_DIMENSIONS].join(', ');
  // DISTINCT first, then count: both can hash, where count(DISTINCT) sorts every group (the national fill is several times faster).
  return `SELECT ${keys}, ${sign}count(*)::int AS persons FROM (SELECT DISTINCT ${keys}, person_id FROM (${rows}) x) d GROUP BY ${keys}`;
}

export function signedReach(before: string, after: string): string {
  return `${distinctReach(after)} UNION ALL ${distinctReach(before, '-')}`;
}
