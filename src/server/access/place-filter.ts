import { raw, type Sql, sql } from '@/server/platform/sql';
import type { OwnerLevel, TenantScope } from './tenant-scope';

export interface PlaceFilters {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardId?: number;
  /** The palikas of a batch (a batch's achievement's records). */
  batchId?: string;
  deleted?: boolean;
}

/**
 * The start of every filtered list of tenant records (alias `p`, `r`…, with `palika_id`, `ward_no`,
 * `deleted_at`; a province's records with `province_id`): the caller's scope, deleted or not, and
 * the place chosen in the picker (or a batch's palikas).
 */
export function placeConditions(
  tenant: TenantScope,
  alias: string,
  filters: PlaceFilters,
  level: OwnerLevel = 'palika',
): Sql[] {
  const deletedAt = raw(`${alias}.deleted_at`);
  const [owner, ...place] = scopeAndPlace(tenant, alias, filters, level);
  return [
    owner,
    filters.deleted ? sql`${deletedAt} IS NOT NULL` : sql`${deletedAt} IS NULL`,
    ...place,
  ];
}

/** The caller's scope and the place chosen, over any table with the owner's column (a summary's too). */
export function scopeAndPlace(
  tenant: TenantScope,
  alias: string,
  filters: PlaceFilters,
  level: OwnerLevel = 'palika',
): Sql[] {
  const column = (name: string) => raw(`${alias}.${name}`);
  const conditions = [tenant.ownerSql(level, `${alias}.${level}_id`)];
  if (level === 'province') {
    if (filters.provinceId) conditions.push(sql`${column('province_id')} = ${filters.provinceId}`);
    return conditions;
  }
  if (filters.palikaId) conditions.push(sql`${column('palika_id')} = ${filters.palikaId}`);
  else if (filters.districtId)
    conditions.push(
      sql`${column('palika_id')} IN (SELECT id FROM palikas WHERE district_id = ${filters.districtId})`,
    );
  else if (filters.provinceId)
    conditions.push(
      sql`${column('palika_id')} IN (SELECT pl.id FROM palikas pl JOIN districts d ON d.id = pl.district_id
        WHERE d.province_id = ${filters.provinceId})`,
    );
  if (filters.batchId)
    conditions.push(
      sql`${column('palika_id')} IN (SELECT palika_id FROM batch_palikas WHERE batch_id = ${filters.batchId})`,
    );
  if (filters.wardId)
    conditions.push(
      sql`(${column('palika_id')}, ${column('ward_no')}) IN (SELECT palika_id, ward_number FROM wards WHERE id = ${filters.wardId})`,
    );
  return conditions;
}
