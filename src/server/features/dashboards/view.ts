import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { CELL_LEVELS, type CellLevel } from '@/server/domain/cell-levels';
import { raw, type Sql, sql } from '@/server/platform/sql';
import type { QueryOf } from '@/shared/api/types';
import { currentFiscalYear } from '@/shared/fiscal-year';

export type DashboardQuery = QueryOf<'dashboardSummary'>;
export type PlaceLevel = 'nation' | 'province' | 'district' | 'palika' | 'ward';
export type ChildLevel = Exclude<PlaceLevel, 'nation'>;

/** What a dashboard request looks at: a period, a place (inside the caller's scope) and person filters. */
export interface DashboardView {
  fiscalYear: number;
  trimester?: 1 | 2 | 3;
  place: { level: PlaceLevel; ids: number[] };
  childLevel: ChildLevel;
  /** The level of the summary cells that hold this place (whole places the caller may read); null means read the rows. */
  cellsLevel: CellLevel | null;
  person: Pick<DashboardQuery, 'disabilityType' | 'severityClass' | 'gender' | 'ageBand'>;
}

const CHILD: Record<PlaceLevel, ChildLevel> = {
  nation: 'province',
  province: 'district',
  district: 'palika',
  palika: 'ward',
  ward: 'ward',
};

function placeOf(query: DashboardQuery, tenant: TenantScope): DashboardView['place'] {
  if (query.wardId) return { level: 'ward', ids: [query.wardId] };
  if (query.palikaId) return { level: 'palika', ids: [query.palikaId] };
  if (query.districtId) return { level: 'district', ids: [query.districtId] };
  if (query.provinceId) return { level: 'province', ids: [query.provinceId] };
  const { scope } = tenant;
  if (scope.national) return { level: 'nation', ids: [] };
  if (scope.provinceIds.length) return { level: 'province', ids: scope.provinceIds };
  if (scope.districtIds.length) return { level: 'district', ids: scope.districtIds };
  return { level: 'palika', ids: scope.palikaIds };
}

/** Whether the caller may read every palika of the places (so their cells hold nothing the caller may not see). */
function wholly({ level, ids }: DashboardView['place'], tenant: TenantScope): boolean {
  const { scope } = tenant;
  if (tenant.national) return true;
  if (level === 'province') return ids.every((id) => scope.provinceIds.includes(id));
  if (level === 'district') return ids.every((id) => scope.districtIds.includes(id));
  if (level === 'palika') return ids.every((id) => tenant.canRead(id));
  return false;
}

export function dashboardView(query: DashboardQuery, tenant: TenantScope): DashboardView {
  const place = placeOf(query, tenant);
  return {
    fiscalYear: query.fiscalYear ?? currentFiscalYear(),
    trimester: query.trimester as 1 | 2 | 3 | undefined,
    place,
    childLevel: CHILD[place.level],
    cellsLevel: place.level !== 'ward' && wholly(place, tenant) ? CELL_LEVELS[place.level] : null,
    person: {
      disabilityType: query.disabilityType,
      severityClass: query.severityClass,
      gender: query.gender,
      ageBand: query.ageBand,
    },
  };
}

/** The caller's scope and the chosen place as a condition on raw rows' palika and ward columns. */
export function placeSql(
  { view, tenant }: { view: DashboardView; tenant: TenantScope },
  [palika, ward]: [string, string],
): Sql {
  // A place the caller may read wholly needs no second condition on the same column (PostgreSQL
  // would count its selectivity twice, and expect a palika's thousands of rows to be a few dozen).
  const scope = wholly(view.place, tenant) ? sql`TRUE` : tenant.palikaSql(palika);
  const { level, ids } = view.place;
  if (level === 'nation') return scope;
  const chosen = sql`${ids}::int[]`;
  const column = raw(palika);
  const condition = {
    // The palikas as one array, worked out before the rows are read: an index on the palika column is then read for them alone.
    province: () =>
      sql`${column} = ANY(ARRAY(SELECT pl.id FROM palikas pl JOIN districts d ON d.id = pl.district_id WHERE d.province_id = ANY(${chosen})))`,
    district: () =>
      sql`${column} = ANY(ARRAY(SELECT pl.id FROM palikas pl WHERE pl.district_id = ANY(${chosen})))`,
    palika: () => sql`${column} = ANY(${chosen})`,
    ward: () =>
      sql`(${column}, ${raw(ward)}) IN (SELECT w.palika_id, w.ward_number FROM wards w WHERE w.id = ANY(${chosen}))`,
  }[level];
  return sql`${scope} AND ${condition()}`;
}

/** What every dashboard read needs: where to read, what is asked, and whose scope bounds it. */
export interface DashboardContext {
  db: Queryable;
  view: DashboardView;
  tenant: TenantScope;
}
