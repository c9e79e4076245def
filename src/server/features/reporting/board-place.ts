import type { TenantScope } from '@/server/access/tenant-scope';
import { type Sql, sql } from '@/server/platform/sql';

export type AreaLevel = 'nation' | 'province' | 'district' | 'palika';
export type RowLevel = Exclude<AreaLevel, 'nation'>;

/** The place a reporting read looks at: one the request names, else the caller's own area. */
export interface ReportingArea {
  level: AreaLevel;
  ids: number[];
  /** Whether the request named it (a named place without a readable palika is not found). */
  named: boolean;
  /** The level of the board's rows: one below (a palika's users see their palikas themselves). */
  rowLevel: RowLevel;
}

const BELOW: Record<AreaLevel, RowLevel> = {
  nation: 'province',
  province: 'district',
  district: 'palika',
  palika: 'palika',
};

export interface AreaQuery {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
}

/** The most precise place the query names, else the caller's scope (as the dashboards read it). */
export function reportingArea(query: AreaQuery, tenant: TenantScope): ReportingArea {
  const named = (level: AreaLevel, id: number): ReportingArea => ({
    level,
    ids: [id],
    named: true,
    rowLevel: BELOW[level],
  });
  if (query.palikaId) return named('palika', query.palikaId);
  if (query.districtId) return named('district', query.districtId);
  if (query.provinceId) return named('province', query.provinceId);
  const { scope } = tenant;
  const own = (level: AreaLevel, ids: number[]): ReportingArea => ({
    level,
    ids,
    named: false,
    rowLevel: BELOW[level],
  });
  if (scope.national) return own('nation', []);
  if (scope.provinceIds.length) return own('province', scope.provinceIds);
  if (scope.districtIds.length) return own('district', scope.districtIds);
  return own('palika', scope.palikaIds);
}

/**
 * The palikas of the area the caller may read, as the columns every reporting read groups by
 * (alias `pl`: id, names, district, province): a statement to use as a CTE.
 */
export function areaPalikas(area: ReportingArea, tenant: TenantScope): Sql {
  const ids = sql`${area.ids}::int[]`;
  const place = {
    nation: sql`TRUE`,
    province: sql`d.province_id = ANY(${ids})`,
    district: sql`pa.district_id = ANY(${ids})`,
    palika: sql`pa.id = ANY(${ids})`,
  }[area.level];
  return sql`SELECT pa.id, pa.name_en, pa.name_ne, pa.district_id, d.province_id
    FROM palikas pa JOIN districts d ON d.id = pa.district_id
    WHERE ${tenant.palikaSql('pa.id')} AND ${place}`;
}
