import { type Queryable, queryOne } from '@/server/db/database';
import { type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { isAdmin } from '@/shared/roles';

export type Scope = Schemas['Scope'];

/** The places of a scope as one statement's columns return them. */
export interface ScopeColumns {
  provinceIds: number[];
  districtIds: number[];
  palikaIds: number[];
  reachProvinceIds: number[];
  reachDistrictIds: number[];
}

/**
 * The places a signed-in user may read and change, derived on the server from role and assignment,
 * never from what the client sends: the nation for SUPER_ADMIN and ADMIN; every palika of the
 * assigned provinces for PROVINCE, of the assigned districts for DISTRICT; the assigned palikas for
 * PALIKA and CBRF. A group member signs in as themself, so acts with their own scope.
 *
 * One subquery (to be joined LATERAL) of the user `userId` with role `role`, so that a request reads
 * its session and its area in one statement: the assigned provinces, districts and palikas, and the
 * provinces and districts its palikas reach.
 */
export function scopeColumns(userId: Sql, role: Sql): Sql {
  return sql`WITH r AS (SELECT upper(${role}) AS role),
      own_provinces AS (SELECT province_id AS id FROM user_provinces, r
        WHERE user_id = ${userId} AND r.role = 'PROVINCE'),
      own_districts AS (
        SELECT d.id FROM districts d, r WHERE r.role = 'PROVINCE' AND d.province_id IN (SELECT id FROM own_provinces)
        UNION SELECT district_id FROM user_districts, r WHERE user_id = ${userId} AND r.role = 'DISTRICT'),
      own_palikas AS (
        SELECT pa.id, pa.district_id, d.province_id FROM palikas pa JOIN districts d ON d.id = pa.district_id, r
        WHERE (r.role IN ('PROVINCE', 'DISTRICT') AND pa.district_id IN (SELECT id FROM own_districts))
          OR (r.role IN ('PALIKA', 'CBRF') AND pa.id IN (SELECT palika_id FROM user_palikas WHERE user_id = ${userId})))
    SELECT ARRAY(SELECT id FROM own_provinces ORDER BY 1) AS "provinceIds",
      ARRAY(SELECT id FROM own_districts ORDER BY 1) AS "districtIds",
      ARRAY(SELECT id FROM own_palikas ORDER BY 1) AS "palikaIds",
      ARRAY(SELECT DISTINCT province_id FROM own_palikas ORDER BY 1) AS "reachProvinceIds",
      ARRAY(SELECT DISTINCT district_id FROM own_palikas ORDER BY 1) AS "reachDistrictIds"`;
}

const NONE: ScopeColumns = {
  provinceIds: [],
  districtIds: [],
  palikaIds: [],
  reachProvinceIds: [],
  reachDistrictIds: [],
};

/** The scope of a role from the columns of `scopeColumns` (the nation for administrators). */
export function scopeFrom(role: string, columns: ScopeColumns): Scope {
  if (isAdmin(role)) return { national: true, ...NONE };
  return { national: false, ...columns };
}

/** A user's scope read on its own (a group's member being added, the scope endpoint). */
export async function scopeOf(
  db: Queryable,
  user: { userId: string; role: string },
): Promise<Scope> {
  if (isAdmin(user.role)) return scopeFrom(user.role, NONE);
  const columns = await queryOne<ScopeColumns>(
    db,
    scopeColumns(sql`${user.userId}::uuid`, sql`${user.role}::text`),
  );
  return scopeFrom(user.role, columns ?? NONE);
}
