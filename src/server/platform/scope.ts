import type { Queryable } from '@/server/db/database';
import { type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { isAdmin } from '@/shared/roles';

export type Scope = Schemas['Scope'];

const ids = async (db: Queryable, statement: Sql) =>
  (await db.query<{ id: number }>(statement)).map((r) => r.id);

/**
 * The places a signed-in user may read and change, derived on the server from role and assignment,
 * never from what the client sends: the nation for SUPER_ADMIN and ADMIN; every palika of the
 * assigned provinces for PROVINCE, of the assigned districts for DISTRICT; the assigned palikas for
 * PALIKA and CBRF. A group member signs in as themself, so acts with their own scope.
 */
type Assigned = Pick<Scope, 'national' | 'provinceIds' | 'districtIds' | 'palikaIds'>;

export async function scopeOf(
  db: Queryable,
  session: { userId: string; role: string },
): Promise<Scope> {
  const assigned = await assignedScope(db, session);
  const reach = await db.query<{ province_id: number; district_id: number }>(
    sql`SELECT DISTINCT d.province_id, p.district_id FROM palikas p JOIN districts d ON d.id = p.district_id WHERE p.id = ANY(${assigned.palikaIds}::int[])`,
  );
  const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    ...assigned,
    reachProvinceIds: sorted(reach.map((r) => r.province_id)),
    reachDistrictIds: sorted(reach.map((r) => r.district_id)),
  };
}

async function assignedScope(
  db: Queryable,
  session: { userId: string; role: string },
): Promise<Assigned> {
  if (isAdmin(session.role))
    return { national: true, provinceIds: [], districtIds: [], palikaIds: [] };
  const role = session.role.toUpperCase();
  if (role === 'PROVINCE') {
    const provinceIds = await ids(
      db,
      sql`SELECT province_id AS id FROM user_provinces WHERE user_id = ${session.userId} ORDER BY 1`,
    );
    return {
      national: false,
      provinceIds,
      districtIds: await ids(
        db,
        sql`SELECT id FROM districts WHERE province_id = ANY(${provinceIds}::int[]) ORDER BY id`,
      ),
      palikaIds: await ids(
        db,
        sql`SELECT p.id FROM palikas p JOIN districts d ON d.id = p.district_id WHERE d.province_id = ANY(${provinceIds}::int[]) ORDER BY p.id`,
      ),
    };
  }
  if (role === 'DISTRICT') {
    const districtIds = await ids(
      db,
      sql`SELECT district_id AS id FROM user_districts WHERE user_id = ${session.userId} ORDER BY 1`,
    );
    return {
      national: false,
      provinceIds: [],
      districtIds,
      palikaIds: await ids(
        db,
        sql`SELECT id FROM palikas WHERE district_id = ANY(${districtIds}::int[]) ORDER BY id`,
      ),
    };
  }
  if (role === 'PALIKA' || role === 'CBRF') {
    return {
      national: false,
      provinceIds: [],
      districtIds: [],
      palikaIds: await ids(
        db,
        sql`SELECT palika_id AS id FROM user_palikas WHERE user_id = ${session.userId} ORDER BY 1`,
      ),
    };
  }
  return { national: false, provinceIds: [], districtIds: [], palikaIds: [] };
}
