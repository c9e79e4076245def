import type { TenantScope } from './tenant';

export interface PlaceFilters {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardId?: number;
  deleted?: boolean;
}

/**
 * The start of every filtered list of tenant records (alias `p`, `r`…, with `palika_id`, `ward_no`,
 * `deleted_at`): the caller's scope, deleted or not, and the place chosen in the picker. `add` appends
 * a condition whose `$N` becomes its parameter.
 */
export function tenantWhere(tenant: TenantScope, alias: string, filters: PlaceFilters) {
  const params: unknown[] = [];
  const clauses = [
    tenant.palikaCondition(`${alias}.palika_id`, params),
    filters.deleted ? `${alias}.deleted_at IS NOT NULL` : `${alias}.deleted_at IS NULL`,
  ];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replaceAll('$N', `$${params.length}`));
  };
  if (filters.palikaId) add(`${alias}.palika_id = $N`, filters.palikaId);
  else if (filters.districtId)
    add(
      `${alias}.palika_id IN (SELECT id FROM palikas WHERE district_id = $N)`,
      filters.districtId,
    );
  else if (filters.provinceId)
    add(
      `${alias}.palika_id IN (SELECT pl.id FROM palikas pl JOIN districts d ON d.id = pl.district_id WHERE d.province_id = $N)`,
      filters.provinceId,
    );
  if (filters.wardId)
    add(
      `(${alias}.palika_id, ${alias}.ward_no) IN (SELECT palika_id, ward_number FROM wards WHERE id = $N)`,
      filters.wardId,
    );
  return { add, params, sql: () => clauses.join(' AND ') };
}
