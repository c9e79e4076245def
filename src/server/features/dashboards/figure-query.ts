import { type Breakdown, type Measure, PERSON_BREAKDOWNS, SERVICE_FACET_BREAKDOWNS, FISCAL_YEAR_SERIES, kindOf, monthsOf } from '../../../shared/dashboards/figures';
import { CARD_HELD } from '../../../shared/pwd/enums';
import type { TenantScope } from '../scope/tenant';
import { type ReachFacet, type ServiceFacet, personRows, reachRows, serviceRows } from './cells-sql';
import { type ChildLevel, type DashboardView, placeCondition } from './view';

export interface Period {
  fiscalYear: number;
  trimester?: 1 | 2 | 3;
}

export interface FigureSpec {
  measure: Measure;
  by: Breakdown | null;
  period: Period;
  /** Group by the places one level below the view instead of (or as well as no) breakdown. */
  byPlace?: boolean;
}

const PLACE_KEY: Record<ChildLevel, string> = {
  province: 'r.province_id::text',
  district: 'r.district_id::text',
  palika: 'r.palika_id::text',
  ward: "r.palika_id || ':' || r.ward_no",
};

/**
 * One measure, grouped one way, as SQL over the summary cells when they can answer (the nation, or
 * whole provinces) and over the raw rows otherwise: the same text of `cells-sql.ts` either way, so
 * both give the same figure (tests/api/dashboards.test.ts holds them to it).
 */
export function figureQuery(view: DashboardView, tenant: TenantScope, { measure, by, period, byPlace = false }: FigureSpec): { sql: string; params: unknown[]; cells: boolean } {
  const kind = kindOf(measure);
  const params: unknown[] = [];
  const $ = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { fiscalYear: fy, trimester } = period;
  const [first, last] = monthsOf(trimester);
  const series = by === 'fiscalYear';
  const years = series ? [fy - FISCAL_YEAR_SERIES + 1, fy] : [fy, fy];
  const serviceFacet: ServiceFacet = by && (SERVICE_FACET_BREAKDOWNS as readonly string[]).includes(by) ? (by as ServiceFacet) : 'component';
  const reachFacet: ReachFacet = by === 'component' || by === 'element' ? by : 'all';
  // A person served counts once per period asked for: each four months, or the whole year (0).
  const reachPeriod = by === 'period' ? null : series ? 0 : (trimester ?? 0);

  // Where to read: the cells of the nation (0) or of provinces (1), or the rows below.
  const cellLevel = view.cellsLevel === null ? null : byPlace ? (view.cellsLevel === 0 && view.childLevel === 'province' ? 1 : null) : view.cellsLevel;
  const where: string[] = [];
  let from: string;
  if (cellLevel !== null) {
    from = `dash_${kind}_cells r`;
    where.push(`r.level = ${cellLevel}`);
    if (view.place.level === 'province') where.push(`r.province_id = ANY(${$(view.place.ids)}::int[])`);
    else if (cellLevel === 0) where.push('r.province_id = 0');
  } else if (kind === 'person') {
    from = `(${personRows('pwd_persons', placeCondition({ view, tenant }, ['p.palika_id', 'p.ward_no'], params))}) r`;
  } else {
    const base = `s.fiscal_year BETWEEN ${$(years[0])} AND ${$(years[1])}`;
    from =
      kind === 'service'
        ? `(${serviceRows('service_records', 'pwd_persons', {
            facets: [serviceFacet],
            where: `${base} AND ${placeCondition({ view, tenant }, ['s.palika_id', 's.ward_no'], params)}`,
            persons: Object.values(view.person).some(Boolean) || (by !== null && (PERSON_BREAKDOWNS as readonly string[]).includes(by)),
          })}) r`
        : `(${reachRows('service_records', 'pwd_persons', {
            facets: [reachFacet],
            periods: [reachPeriod === 0 ? '0' : 's.trimester'],
            where: `${base} AND ${placeCondition({ view, tenant }, ['p.palika_id', 'p.ward_no'], params)}`,
          })}) r`;
  }

  // When: a period's services and persons served; persons registered by its end, or within it.
  if (kind === 'person') {
    if (measure === 'registrations') {
      if (series) where.push(`r.reg_fy BETWEEN ${$(years[0])} AND ${$(years[1])}`);
      else if (by === 'period') where.push(`r.reg_fy = ${$(fy)}`);
      else where.push(`r.reg_fy = ${$(fy)} AND r.reg_month BETWEEN ${first} AND ${last}`);
    } else {
      where.push(`(r.reg_fy < ${$(fy)} OR (r.reg_fy = ${$(fy)} AND r.reg_month <= ${last}))`);
      if (measure === 'active') where.push(`r.status = 'active'`);
      if (measure === 'withCard' || by === 'cardColour') where.push(`r.card_status = ANY(${$([...CARD_HELD])}::text[])`);
    }
  } else {
    where.push(series ? `r.fy BETWEEN ${$(years[0])} AND ${$(years[1])}` : `r.fy = ${$(fy)}`);
    if (kind === 'service') {
      where.push(`r.facet = '${serviceFacet}'`);
      if (trimester && by !== 'period' && !series) where.push(`r.period = ${trimester}`);
    } else {
      where.push(`r.facet = '${reachFacet}'`);
      where.push(reachPeriod === null ? 'r.period > 0' : `r.period = ${reachPeriod}`);
    }
  }

  // Who: a person counted under every disability type they have ('*' is "any type").
  const { disabilityType, severityClass, gender, ageBand } = view.person;
  if (disabilityType) where.push(`r.disability_type = ${$(disabilityType)}`);
  else where.push(by === 'disabilityType' ? `r.disability_type <> '*'` : `r.disability_type = '*'`);
  if (severityClass) where.push(`r.severity_class = ${$(severityClass)}`);
  if (gender) where.push(`r.gender = ${$(gender)}`);
  if (ageBand) where.push(`r.age_band = ${$(ageBand)}`);

  const participantsBySex = measure === 'participants' && by === 'gender';
  const value = participantsBySex
    ? 'sum(g.n)'
    : {
        person: 'sum(r.persons)',
        reach: cellLevel !== null ? 'sum(r.persons)' : 'count(DISTINCT r.person_id)',
        service: { services: 'sum(r.services)', cost: 'sum(r.cost)', groupServices: 'sum(r.group_services)', participants: 'sum(r.participants_male + r.participants_female + r.participants_other)' }[
          measure as 'services'
        ],
      }[kind];
  const join = participantsBySex ? `CROSS JOIN LATERAL (VALUES ('male', r.participants_male), ('female', r.participants_female), ('other', r.participants_other)) g(key, n)` : '';
  const key = byPlace ? PLACE_KEY[view.childLevel] : participantsBySex ? 'g.key' : by ? keyOf(by, kind) : null;
  const sql = key
    ? `SELECT ${key} AS key, ${value} AS value FROM ${from} ${join} WHERE ${where.join(' AND ')} GROUP BY 1 HAVING ${value} <> 0 ORDER BY 1`
    : `SELECT coalesce(${value}, 0) AS value FROM ${from} ${join} WHERE ${where.join(' AND ')}`;
  return { sql, params, cells: cellLevel !== null };
}

function keyOf(by: Breakdown, kind: 'person' | 'service' | 'reach'): string {
  const person = kind === 'person';
  switch (by) {
    case 'disabilityType': case 'severityClass': case 'gender': case 'ageBand': case 'status':
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
