import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { HttpError, forbidden } from '@/server/platform/http-error';
import { raw, sql } from '@/server/platform/sql';
import type { PlaceOwnership } from '@/server/records/record-kind';
import type { TargetScope } from '@/shared/targets/measures';

/** A target's place and the places containing it, as stored (decision 0029). */
export interface TargetPlace {
  scope: TargetScope;
  provinceId: number | null;
  districtId: number | null;
  palikaId: number | null;
  batchId: string | null;
}

type Fields = Partial<
  Record<'scope' | 'provinceId' | 'districtId' | 'palikaId' | 'batchId', unknown>
>;

const unknownPlace = (field: string) =>
  new HttpError(400, 'validation', 'No such place', [{ field, code: 'unknownPlace' }]);

/**
 * The place a target's fields name, with the province and district containing it: a palika's
 * district and province, a district's province, a batch's province. 400 for a place that is not.
 */
export async function targetPlaceOf(db: Queryable, fields: Fields): Promise<TargetPlace> {
  const scope = fields.scope as TargetScope;
  const none: TargetPlace = {
    scope,
    provinceId: null,
    districtId: null,
    palikaId: null,
    batchId: null,
  };
  const id = (field: keyof Fields) => fields[field] as number | string | null | undefined;
  if (scope === 'nation') return none;
  if (scope === 'province') {
    const row = await queryOne(
      db,
      sql`SELECT 1 FROM provinces WHERE id = ${id('provinceId') ?? 0}`,
    );
    if (!row) throw unknownPlace('provinceId');
    return { ...none, provinceId: Number(id('provinceId')) };
  }
  if (scope === 'district') {
    const row = await queryOne<{ province_id: number }>(
      db,
      sql`SELECT province_id FROM districts WHERE id = ${id('districtId') ?? 0}`,
    );
    if (!row) throw unknownPlace('districtId');
    return { ...none, provinceId: row.province_id, districtId: Number(id('districtId')) };
  }
  if (scope === 'batch') {
    const row = await queryOne<{ province_id: number }>(
      db,
      sql`SELECT province_id FROM batches WHERE id = ${id('batchId') ?? null}::uuid AND deleted_at IS NULL`,
    );
    if (!row) throw unknownPlace('batchId');
    return { ...none, provinceId: row.province_id, batchId: String(id('batchId')) };
  }
  const row = await queryOne<{ district_id: number; province_id: number }>(
    db,
    sql`SELECT pa.district_id, d.province_id FROM palikas pa JOIN districts d ON d.id = pa.district_id
      WHERE pa.id = ${id('palikaId') ?? 0}`,
  );
  if (!row) throw unknownPlace('palikaId');
  return {
    ...none,
    provinceId: row.province_id,
    districtId: row.district_id,
    palikaId: Number(id('palikaId')),
  };
}

const NATIONAL_ROLES = ['SUPER_ADMIN', 'ADMIN'];

/** Whether the caller approves targets of this place: administrators all, province users their province's. */
export function mayApprove(tenant: TenantScope, place: TargetPlace): boolean {
  const role = tenant.actor.role.toUpperCase();
  if (NATIONAL_ROLES.includes(role)) return true;
  return (
    role === 'PROVINCE' &&
    place.scope !== 'nation' &&
    place.provinceId !== null &&
    tenant.scope.provinceIds.includes(place.provinceId)
  );
}

/** Whether the caller proposes targets of this place: a palika's own users, for their palika. */
export function mayPropose(tenant: TenantScope, place: TargetPlace): boolean {
  return (
    tenant.actor.role.toUpperCase() === 'PALIKA' &&
    place.scope === 'palika' &&
    tenant.canRead(place.palikaId!)
  );
}

/**
 * Who reads and who sets a target (decision 0029): national users read all; others the targets of
 * the nation, of their provinces and districts and the ones containing their palikas, of their
 * palikas, and of their provinces' batches. Administrators and province users set the targets they
 * approve; a palika's users propose their palika's.
 */
export const targetOwnership: PlaceOwnership = {
  readSql(tenant, alias) {
    if (tenant.national) return sql`TRUE`;
    const a = (column: string) => raw(`${alias}.${column}`);
    const { reachProvinceIds, reachDistrictIds, provinceIds, palikaIds } = tenant.scope;
    return sql`(${a('scope')} = 'nation'
      OR (${a('scope')} = 'province' AND ${a('province_id')} = ANY(${reachProvinceIds}::int[]))
      OR (${a('scope')} = 'batch' AND ${a('province_id')} = ANY(${provinceIds}::int[]))
      OR (${a('scope')} = 'district' AND ${a('district_id')} = ANY(${reachDistrictIds}::int[]))
      OR (${a('scope')} = 'palika' AND ${a('palika_id')} = ANY(${palikaIds}::int[])))`;
  },
  async assertWritable(tx, tenant, fields) {
    const place = await targetPlaceOf(tx, fields);
    if (!mayApprove(tenant, place) && !mayPropose(tenant, place))
      throw forbidden('You do not set the targets of this place');
  },
};
