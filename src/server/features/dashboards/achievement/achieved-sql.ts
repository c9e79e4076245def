import { categorySubtree } from '@/server/domain/category-subtree';
import { CELL_LEVELS } from '@/server/domain/cell-levels';
import { empty, raw, type Sql, sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import { fiscalPeriodOf, fiscalRange } from '@/shared/fiscal-year';
import { measureOf } from '@/shared/measures/measure-list';
import { CARD_HELD } from '@/shared/pwd/enums';
import type { MeasureKey } from '@/shared/targets/keys';
import type { TargetMeasure } from '@/shared/targets/measures';
import { TOTALS_FACET, TRAITS } from '../cells-sql';

/*
 * What a target's measure has achieved, place by place and four-month period by period (issue 19
 * §3, decision 0030). Read from the dashboards' summary cells, kept in the writing transaction,
 * where they hold the measure: services and their quantity (of a category and below), persons
 * registered, persons served (in all, or of a CBR component or element), the output of all
 * activities. The rest have no cells: ID cards issued (by the day of issue, indexed), a standard
 * activity's output, an attribute's sum; they are read from the rows, with the same conditions the
 * dashboards and lists use (live records, the place's palikas).
 */

export type GroupLevel = 'nation' | 'province' | 'district' | 'palika';

/** The places figures are grouped into: one level and its ids (the nation is id 0). */
export interface PlaceGroup {
  level: GroupLevel;
  ids: number[];
}

/**
 * One place's achievement in one period (1–3), or to date (`period` 0) where periods do not add
 * up. Read from the rows, the place is a palika, with its district and province.
 */
export interface AchievedRow {
  id: number;
  services?: number;
  quantity?: number;
  district?: number;
  province?: number;
  period: number;
  value: number;
}

/**
 * A measure's rows: `additive` says whether the three periods add up to the year (persons served
 * do not); `perPalika` that the rows are the group's palikas' (read once, added up to any level)
 * rather than its places' own (from the cells of the group's level).
 */
export interface AchievedQuery {
  statement: Sql;
  additive: boolean;
  perPalika: boolean;
  /** The column holding the measure's value, when not `value`. */
  valueColumn?: 'value' | 'services' | 'quantity';
}

/** A reader's rows: whether they add up is the measure's, not the reader's. */
type Rows = Omit<AchievedQuery, 'additive'>;

/** The columns naming a row's palika and the places containing it (`pa`, `d` joined by rowsIn). */
const PALIKA_PLACES = raw('pa.id AS id, pa.district_id AS district, d.province_id AS province');

/** Rows of a table with a palika column, joined to their place, within the group's places. */
function rowsIn(group: PlaceGroup, palikaColumn: string): { join: Sql; where: Sql } {
  const ids = sql`${group.ids}::int[]`;
  const where = {
    nation: sql`TRUE`,
    province: sql`d.province_id = ANY(${ids})`,
    district: sql`pa.district_id = ANY(${ids})`,
    palika: sql`pa.id = ANY(${ids})`,
  }[group.level];
  return {
    join: raw(
      `JOIN palikas pa ON pa.id = ${palikaColumn} JOIN districts d ON d.id = pa.district_id`,
    ),
    where,
  };
}

/** The unfiltered cells of the group's places: every person, of any disability type. */
function cellsIn(group: PlaceGroup): Sql {
  const places = group.level === 'nation' ? sql`0` : sql`ANY(${group.ids}::int[])`;
  const traits = TRAITS.map((trait) => `r.${trait} = '*'`).join(' AND ');
  return sql`r.level = ${raw(String(CELL_LEVELS[group.level]))} AND r.place_id = ${places}
    AND r.disability_type = '*' AND ${raw(traits)}`;
}

const inSubtree = (column: string, categoryId: number | null, text = false) =>
  categoryId
    ? sql` AND ${raw(column)} IN (SELECT id${raw(text ? '::text' : '')} FROM (${categorySubtree(categoryId)}) sub)`
    : empty;

/** Services, or their quantity, of a category and below: the cells' category facet over its subtree. */
function servicesQuery(
  key: MeasureKey,
  group: PlaceGroup,
  fy: number,
  measure: 'services' | 'quantity',
): Rows {
  const facet = key.categoryId ? 'category' : TOTALS_FACET.service;
  return {
    perPalika: false,
    valueColumn: measure,
    // Both sums in one read, whichever is asked: the other measure's read is the same statement.
    statement: sql`SELECT r.place_id AS id, r.period, sum(r.services) AS services, sum(r.quantity) AS quantity
      FROM dash_service_cells r WHERE ${cellsIn(group)} AND r.fy = ${fy} AND r.facet = ${facet}
      ${inSubtree('r.value', key.categoryId, true)} GROUP BY 1, 2`,
  };
}

function registrationsQuery(group: PlaceGroup, fy: number): Rows {
  return {
    perPalika: false,
    statement: sql`SELECT r.place_id AS id, (r.reg_month + 3) / 4 AS period, sum(r.persons) AS value
      FROM dash_person_cells r WHERE ${cellsIn(group)} AND r.reg_fy = ${fy} GROUP BY 1, 2`,
  };
}

/** ID cards issued in the year: persons holding a card whose issue date falls in it. */
function cardsQuery(group: PlaceGroup, fy: number): Rows {
  const place = rowsIn(group, 'p.palika_id');
  const [t1, t2, t3] = ([1, 2, 3] as const).map((t) => fiscalRange(fy, t)!);
  return {
    perPalika: true,
    statement: sql`SELECT ${PALIKA_PLACES},
        CASE WHEN p.card_issue_date < ${t2.from} THEN 1 WHEN p.card_issue_date < ${t3.from} THEN 2 ELSE 3 END AS period,
        count(*) AS value
      FROM pwd_persons p ${place.join}
      WHERE p.deleted_at IS NULL AND p.card_status = ANY(${[...CARD_HELD]}::text[])
        AND p.card_issue_date >= ${t1.from} AND p.card_issue_date < ${t3.until} AND ${place.where}
      GROUP BY 1, 2, 3, 4`,
  };
}

/**
 * Persons served: distinct persons, so periods do not add up. Period by period, and to date
 * (period 0): through the first period it is the first's cell; through the third, or through a
 * period that today's falls in or before (no service is dated after today), the year's cell;
 * through the second period of a past year only the rows can say.
 */
function servedQuery(
  key: MeasureKey,
  group: PlaceGroup,
  { fiscalYear: fy, through, reachFacet: facet }: AchievedPeriod,
): Rows {
  const today = fiscalPeriodOf(todayIso());
  const yearSoFar =
    through === 3 ||
    !today ||
    fy > today.fiscalYear ||
    (fy === today.fiscalYear && through >= today.trimester);
  if (facet && (through === 1 || yearSoFar)) {
    const value = facet === 'all' ? empty : sql` AND r.value = ${String(key.categoryId)}`;
    const toDate = yearSoFar ? 0 : 1;
    return {
      perPalika: false,
      statement: sql`SELECT r.place_id AS id, r.period, sum(r.persons) AS value FROM dash_reach_cells r
        WHERE ${cellsIn(group)} AND r.fy = ${fy} AND r.facet = ${facet}${value} AND r.period > 0
        GROUP BY 1, 2
        UNION ALL SELECT r.place_id, 0, sum(r.persons) FROM dash_reach_cells r
        WHERE ${cellsIn(group)} AND r.fy = ${fy} AND r.facet = ${facet}${value} AND r.period = ${toDate}
        GROUP BY 1`,
    };
  }
  const place = rowsIn(group, 'p.palika_id');
  const served = sql`FROM service_records s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL ${place.join}
    WHERE s.deleted_at IS NULL AND s.fiscal_year = ${fy} AND ${place.where} ${inSubtree('s.category_id', key.categoryId)}`;
  return {
    perPalika: true,
    statement: sql`SELECT ${PALIKA_PLACES}, s.trimester AS period, count(DISTINCT p.id) AS value ${served} GROUP BY 1, 2, 3, 4
      UNION ALL SELECT ${PALIKA_PLACES}, 0, count(DISTINCT p.id) ${served} AND s.trimester <= ${through} GROUP BY 1, 2, 3`,
  };
}

/** The programme's cells of the group's places (they stop at palikas: activities have no ward). */
export function programmeCellsIn(group: PlaceGroup): Sql {
  const places = group.level === 'nation' ? sql`0` : sql`ANY(${group.ids}::int[])`;
  return sql`r.level = ${raw(String(CELL_LEVELS[group.level]))} AND r.place_id = ${places}`;
}

/**
 * Output recorded: of every activity (against the plan, from the programme's cells), or of a
 * standard activity (the values recorded against activities made from it, from the rows).
 */
function outputQuery(key: MeasureKey, group: PlaceGroup, fy: number): Rows {
  if (!key.templateId)
    return {
      perPalika: false,
      statement: sql`SELECT r.place_id AS id, r.period, sum(r.achieved_output) AS value
        FROM dash_programme_cells r WHERE ${programmeCellsIn(group)} AND r.fy = ${fy} AND r.period > 0
        GROUP BY 1, 2`,
    };
  const place = rowsIn(group, 'v.palika_id');
  return {
    perPalika: true,
    statement: sql`SELECT ${PALIKA_PLACES}, v.trimester AS period, sum(coalesce(v.achieved_output, 0)) AS value
      FROM activity_values v JOIN palika_activities a ON a.id = v.activity_id ${place.join}
      WHERE v.deleted_at IS NULL AND v.fiscal_year = ${fy} AND a.template_id = ${key.templateId}
        AND ${place.where} GROUP BY 1, 2, 3, 4`,
  };
}

/** The sum of a numeric attribute over the values recorded (a count by cell adds its cells). */
function attributeQuery(key: MeasureKey, group: PlaceGroup, fy: number): Rows {
  const place = rowsIn(group, 'v.palika_id');
  return {
    perPalika: true,
    statement: sql`SELECT ${PALIKA_PLACES}, v.trimester AS period,
        sum(CASE jsonb_typeof(e.value)
          WHEN 'number' THEN (e.value #>> '{}')::numeric
          WHEN 'object' THEN (SELECT sum(c.value::numeric) FROM jsonb_each_text(e.value) c WHERE c.value ~ '^-?[0-9.]+$')
          ELSE 0 END) AS value
      FROM activity_values v JOIN attribute_definitions ad ON ad.id = ${key.attributeId ?? 0}
        CROSS JOIN LATERAL (SELECT v.attributes -> ad.code AS value) e ${place.join}
      WHERE v.deleted_at IS NULL AND v.fiscal_year = ${fy} AND v.attributes ? ad.code
        AND ${place.where} GROUP BY 1, 2, 3, 4`,
  };
}

type Reader = (key: MeasureKey, group: PlaceGroup, period: AchievedPeriod) => Rows;

/** Each target measure's reader: keyed by the one list's target measures, so none is missed or added. */
const READERS: Record<TargetMeasure, Reader> = {
  services: (key, group, { fiscalYear }) => servicesQuery(key, group, fiscalYear, 'services'),
  serviceQuantity: (key, group, { fiscalYear }) =>
    servicesQuery(key, group, fiscalYear, 'quantity'),
  registrations: (_key, group, { fiscalYear }) => registrationsQuery(group, fiscalYear),
  cardsIssued: (_key, group, { fiscalYear }) => cardsQuery(group, fiscalYear),
  personsServed: servedQuery,
  activityOutput: (key, group, { fiscalYear }) => outputQuery(key, group, fiscalYear),
  attributeSum: (key, group, { fiscalYear }) => attributeQuery(key, group, fiscalYear),
};

/**
 * The query of a measure's achievement, by place of the group and by period. Whether its periods add
 * up to the year is the one list's: they do, but for persons counted once however often served.
 */
export function achievedQuery(
  key: MeasureKey,
  group: PlaceGroup,
  period: AchievedPeriod,
): AchievedQuery {
  return {
    ...READERS[key.measure](key, group, period),
    additive: !measureOf(key.measure).distinct,
  };
}

/** The year, the period achievement counts to, and where persons served are read. */
export interface AchievedPeriod {
  fiscalYear: number;
  through: number;
  reachFacet: ReachFacetOf;
}

/** Which reach cells hold a category's persons served: all, its component's or element's; null when none do. */
export type ReachFacetOf = 'all' | 'component' | 'element' | null;
