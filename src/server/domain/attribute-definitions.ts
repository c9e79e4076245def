import type { Queryable } from '@/server/db/database';
import { raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

export type Attribute = Schemas['AttributeDefinition'];

interface AttributeRow {
  id: number;
  code: string;
  label_en: string;
  label_ne: string;
  data_type: Attribute['dataType'];
  options: Attribute['options'] | string;
  min_value: string | null;
  max_value: string | null;
  max_length: number | null;
  required: boolean;
  applies_to: Attribute['appliesTo'];
  help_en: string | null;
  help_ne: string | null;
  unit: Attribute['unit'];
  aggregation: Attribute['aggregation'];
  disaggregation: Attribute['disaggregation'] | string;
  ref_kind: Attribute['refKind'];
  active_from_fy: number;
  active_to_fy: number | null;
  sort_order: number;
  in_use: boolean;
  version: number;
}

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const attributeOf = (row: AttributeRow): Attribute => ({
  id: row.id,
  code: row.code,
  labelEn: row.label_en,
  labelNe: row.label_ne,
  dataType: row.data_type,
  options: json(row.options),
  min: row.min_value === null ? null : Number(row.min_value),
  max: row.max_value === null ? null : Number(row.max_value),
  maxLength: row.max_length,
  required: row.required,
  appliesTo: row.applies_to,
  helpEn: row.help_en,
  helpNe: row.help_ne,
  unit: row.unit,
  aggregation: row.aggregation,
  disaggregation: row.disaggregation === null ? null : json(row.disaggregation),
  refKind: row.ref_kind,
  activeFromFy: row.active_from_fy,
  activeToFy: row.active_to_fy,
  sortOrder: row.sort_order,
  inUse: row.in_use,
  version: row.version,
});

/**
 * An attribute is in use once a category, a standard activity or a palika's activity captures it:
 * from then on it is closed with a last fiscal year, never deleted, and its type stays.
 */
const ATTRIBUTE_SELECT = `SELECT d.*,
  (EXISTS (SELECT 1 FROM category_attributes c WHERE c.attribute_id = d.id)
    OR EXISTS (SELECT 1 FROM template_attributes t WHERE t.attribute_id = d.id)
    OR EXISTS (SELECT 1 FROM palika_activities a WHERE d.id = ANY(a.attribute_ids))) AS in_use
  FROM attribute_definitions d`;

/**
 * Attribute definitions (DOMAIN.md §7.6), which any kind of record may capture: all of them, or
 * those of the ids given, in their order. When ids are given, the answer keeps the ids' order.
 */
export async function listAttributes(db: Queryable, ids?: number[]): Promise<Attribute[]> {
  const rows = ids
    ? await db.query<AttributeRow>(
        sql`${raw(ATTRIBUTE_SELECT)} WHERE d.id = ANY(${ids}::int[]) ORDER BY array_position(${ids}::int[], d.id)`,
      )
    : await db.query<AttributeRow>(`${ATTRIBUTE_SELECT} ORDER BY d.sort_order, d.id`);
  return rows.map(attributeOf);
}
