import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { raw, type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';
import { addDays } from '@/shared/reporting/periods';

export interface ReportPlaceQuery {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
}

export interface ReportPlace {
  answer: Schemas['OfficialReportPlace'];
  /** The place's palikas as a condition on a palika column. */
  palikas(column: string): Sql;
}

/**
 * The place an official report is of (issue 41): the most precise one the request names, which the
 * reader must be able to read whole (a report of a district is of all its palikas, never of the
 * reader's share of it), else not found; without one, the reader's own area.
 */
export async function reportPlace(
  db: Queryable,
  tenant: TenantScope,
  query: ReportPlaceQuery,
): Promise<ReportPlace> {
  const { scope } = tenant;
  const named = (
    level: 'province' | 'district' | 'palika',
    where: Sql,
    readable: boolean,
  ): Promise<ReportPlace> =>
    queryOne<{ province_id: number; district_id: number | null; palika_id: number | null }>(
      db,
      {
        province: sql`SELECT id AS province_id, NULL::int AS district_id, NULL::int AS palika_id FROM provinces WHERE ${where}`,
        district: sql`SELECT province_id, id AS district_id, NULL::int AS palika_id FROM districts WHERE ${where}`,
        palika: sql`SELECT d.province_id, d.id AS district_id, pl.id AS palika_id FROM palikas pl JOIN districts d ON d.id = pl.district_id WHERE ${where}`,
      }[level],
    ).then((found) => {
      if (!found || !readable) throw notFound();
      const id = {
        province: found.province_id,
        district: found.district_id,
        palika: found.palika_id,
      }[level]!;
      const below = {
        province: sql`(SELECT pl.id FROM palikas pl JOIN districts d ON d.id = pl.district_id WHERE d.province_id = ${id})`,
        district: sql`(SELECT pl.id FROM palikas pl WHERE pl.district_id = ${id})`,
        palika: sql`(${id})`,
      }[level];
      return {
        answer: {
          level,
          provinceId: found.province_id,
          districtId: found.district_id,
          palikaId: found.palika_id,
        },
        palikas: (column) => sql`${raw(column)} IN ${below}`,
      };
    });
  if (query.palikaId)
    return named('palika', sql`pl.id = ${query.palikaId}`, tenant.canRead(query.palikaId));
  if (query.districtId)
    return named(
      'district',
      sql`id = ${query.districtId}`,
      scope.national || scope.districtIds.includes(query.districtId),
    );
  if (query.provinceId)
    return named(
      'province',
      sql`id = ${query.provinceId}`,
      scope.national || scope.provinceIds.includes(query.provinceId),
    );
  // The reader's own area: one place is named as if asked (with the places above it), several are
  // the reader's palikas.
  const own = ownLevel(tenant);
  if (own.ids.length === 1) {
    const [id] = own.ids;
    if (own.level === 'palika') return named('palika', sql`pl.id = ${id}`, true);
    if (own.level !== 'nation') return named(own.level, sql`id = ${id}`, true);
  }
  return {
    answer: { level: own.level, provinceId: null, districtId: null, palikaId: null },
    palikas: (column) => tenant.palikaSql(column),
  };
}

/** The level of the reader's area and its places: the nation, or their provinces, districts or palikas. */
function ownLevel(tenant: TenantScope): {
  level: 'nation' | 'province' | 'district' | 'palika';
  ids: number[];
} {
  const { scope } = tenant;
  if (scope.national) return { level: 'nation', ids: [] };
  if (scope.provinceIds.length) return { level: 'province', ids: scope.provinceIds };
  if (scope.districtIds.length) return { level: 'district', ids: scope.districtIds };
  return { level: 'palika', ids: scope.palikaIds };
}

/** The first and last day of a fiscal year's period, or of the whole year without one. */
export function reportWindow(fiscalYear: number, period?: number): { from: string; to: string } {
  const range = fiscalRange(fiscalYear, period as 1 | 2 | 3 | undefined);
  if (!range) throw notFound('That fiscal year is beyond the calendar');
  return { from: range.from, to: addDays(range.until, -1) };
}
