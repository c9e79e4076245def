import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import {
  ACTIVITY_ATTRIBUTES,
  DPRP,
  DPRP_TEMPLATES,
  type DefaultTemplate,
} from './default-templates';

/**
 * Seeds the DPRP's standard activities and their attributes once: a database that has any
 * standard activity, however changed since, is left alone. Sub-activities take their parent's
 * attributes and service category unless they name their own.
 */
export async function seedActivityTemplates(tx: Queryable): Promise<void> {
  const [{ count }] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM activity_templates',
  );
  if (count > 0) return;
  const attributeIds = new Map<string, number>();
  for (const [index, a] of ACTIVITY_ATTRIBUTES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO attribute_definitions (code, label_en, label_ne, data_type, aggregation,
          disaggregation, applies_to, sort_order)
        VALUES (${a.code}, ${a.en}, ${a.ne}, ${a.dataType}, ${a.aggregation},
          ${a.disaggregation ? JSON.stringify(a.disaggregation) : null}, '{palika_activity}', ${index + 1})
        ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
    );
    attributeIds.set(a.code, row.id);
  }
  const insert = async (
    t: DefaultTemplate,
    parentId: number | null,
    order: number,
    inherited: { attributes: string[]; category?: string },
  ) => {
    const category = t.category ?? inherited.category;
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO activity_templates (programme, parent_id, code, name_en, name_ne, unit,
          service_category_id, sort_order)
        VALUES (${DPRP}, ${parentId}, ${t.code}, ${t.en}, ${t.ne}, ${t.unit},
          (SELECT id FROM service_categories WHERE code = ${category ?? ''}), ${order})
        RETURNING id`,
    );
    const attributes = t.attributes ?? inherited.attributes;
    for (const [index, code] of attributes.entries())
      await tx.query(
        sql`INSERT INTO template_attributes (template_id, attribute_id, sort_order)
          VALUES (${row.id}, ${attributeIds.get(code) ?? null}, ${index})`,
      );
    for (const [index, child] of (t.children ?? []).entries())
      await insert(child, row.id, index + 1, { attributes, category });
  };
  for (const [index, t] of DPRP_TEMPLATES.entries())
    await insert(t, null, index + 1, { attributes: [] });
}
