import type { Queryable } from '@/server/db/database';
import { type Attribute, listAttributes } from '@/server/domain/attribute-definitions';
import { raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

export type Category = Schemas['ServiceCategory'];
export type { Attribute };
export { listAttributes };

interface CategoryRow {
  id: number;
  code: string;
  parent_id: number | null;
  name_en: string;
  name_ne: string;
  default_unit: Category['defaultUnit'];
  is_individual: boolean;
  is_group: boolean;
  record_kind: Category['recordKind'];
  requires_card: boolean;
  eligible_severity: Category['eligibleSeverity'];
  eligible_types: Category['eligibleTypes'];
  sort_order: number;
  active_from_fy: number;
  active_to_fy: number | null;
  version: number;
  in_use: boolean;
  attribute_ids: number[] | null;
}

/** A category's columns (alias c), whether records use it (one probe of an index, 0027) and its attributes. */
const CATEGORY_COLUMNS = `c.*, EXISTS (SELECT 1 FROM service_records r WHERE r.category_id = c.id) AS in_use,
    (SELECT array_agg(a.attribute_id ORDER BY a.sort_order, a.attribute_id) FROM category_attributes a
      WHERE a.category_id = c.id) AS attribute_ids`;

const categoryOf = (row: CategoryRow, level: number, isLeaf: boolean): Category => ({
  id: row.id,
  code: row.code,
  parentId: row.parent_id,
  nameEn: row.name_en,
  nameNe: row.name_ne,
  defaultUnit: row.default_unit,
  isIndividual: row.is_individual,
  isGroup: row.is_group,
  recordKind: row.record_kind,
  requiresCard: row.requires_card,
  eligibleSeverity: row.eligible_severity,
  eligibleTypes: row.eligible_types,
  sortOrder: row.sort_order,
  activeFromFy: row.active_from_fy,
  activeToFy: row.active_to_fy,
  attributeIds: row.attribute_ids ?? [],
  level,
  isLeaf,
  inUse: row.in_use,
  version: row.version,
});

/** Every category with its level, whether it is a leaf, whether records use it and its attributes, in tree order. */
export async function listCategories(db: Queryable): Promise<Category[]> {
  const rows = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM service_categories c ORDER BY c.sort_order, c.id`,
  );
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows)
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const result: Category[] = [];
  const walk = (parentId: number | null, level: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      result.push(categoryOf(row, level, !byParent.has(row.id)));
      walk(row.id, level + 1);
    }
  };
  walk(null, 1);
  return result;
}

/** One category as `listCategories` gives it (a save checks its own, not the whole catalogue). */
export async function getCategory(db: Queryable, id: number): Promise<Category | undefined> {
  const [row] = await db.query<CategoryRow & { level: number; is_leaf: boolean }>(
    sql`WITH RECURSIVE up AS (
        SELECT parent_id FROM service_categories WHERE id = ${id}
        UNION ALL SELECT c.parent_id FROM service_categories c JOIN up ON c.id = up.parent_id)
      SELECT ${raw(CATEGORY_COLUMNS)}, (SELECT count(*)::int FROM up) AS level,
        NOT EXISTS (SELECT 1 FROM service_categories k WHERE k.parent_id = c.id) AS is_leaf
      FROM service_categories c WHERE c.id = ${id}`,
  );
  return row && categoryOf(row, row.level, row.is_leaf);
}

/** The attributes a record of this category carries, in the category's order. */
export async function attributesOfCategory(
  db: Queryable,
  categoryId: number,
): Promise<Attribute[]> {
  const rows = await db.query<{ attribute_id: number }>(
    sql`SELECT attribute_id FROM category_attributes WHERE category_id = ${categoryId} ORDER BY sort_order, attribute_id`,
  );
  return listAttributes(
    db,
    rows.map((r) => r.attribute_id),
  );
}
