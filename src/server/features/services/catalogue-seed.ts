import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { type CatalogueNode, DEFAULT_CATALOGUE } from './default-catalogue';

/** Seeds the default tree once: an existing catalogue, however changed since, is left alone. */
export async function seedServiceCatalogue(tx: Queryable): Promise<void> {
  const [{ count }] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM service_categories',
  );
  if (count > 0) return;
  const insert = async (
    node: CatalogueNode,
    parentId: number | null,
    order: number,
    inherited: Partial<CatalogueNode>,
  ) => {
    const kind = node.kind ?? inherited.kind;
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO service_categories (code, parent_id, name_en, name_ne, default_unit, is_individual, is_group, record_kind, requires_card, eligible_severity, sort_order)
       VALUES (${node.code}, ${parentId}, ${node.en}, ${node.ne}, ${node.unit ?? 'session'}, ${node.individual ?? true}, ${node.group ?? false}, ${kind ?? 'standard'}, ${Boolean(node.severity)}, ${node.severity ?? []}, ${order}) RETURNING id`,
    );
    for (const [index, child] of (node.children ?? []).entries())
      await insert(child, row.id, index + 1, { kind });
  };
  for (const [index, node] of DEFAULT_CATALOGUE.entries()) await insert(node, null, index + 1, {});
}
