import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { empty, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

/**
 * The persons of the caller's area who are in an open pair with a live person: only their own ids,
 * never who or where the other person is (issue 40 §3).
 */
export async function duplicateFlags(
  db: Queryable,
  tenant: TenantScope,
  palikaId: number | undefined,
): Promise<Schemas['DuplicateFlags']> {
  const place = palikaId === undefined ? empty : sql` AND p.palika_id = ${palikaId}`;
  const rows = await db.query<{ id: string }>(
    sql`SELECT DISTINCT p.id FROM duplicate_pairs d
        JOIN pwd_persons p ON p.id IN (d.first_id, d.second_id)
        JOIN pwd_persons o ON o.id IN (d.first_id, d.second_id) AND o.id <> p.id
      WHERE d.state = 'open' AND p.deleted_at IS NULL AND o.deleted_at IS NULL
        AND ${tenant.palikaSql('p.palika_id')}${place}
      ORDER BY p.id LIMIT 1000`,
  );
  return { items: rows.map((r) => ({ personId: r.id })) };
}
