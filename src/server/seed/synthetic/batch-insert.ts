import type { Queryable } from '@/server/db/database';

export interface ColumnSpec {
  name: string;
  /** The PostgreSQL array type the values travel as: `uuid[]`, `text[]`, `int[]`... */
  type: string;
  /** How the travelling value becomes the column's value, `$` standing for it (a list as comma-joined text, say). */
  expression?: string;
}

/**
 * Inserts many rows in one statement: one array parameter per column, unnested on the server. Works
 * the same on PGlite and PostgreSQL and is far faster than row-by-row inserts.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: ColumnSpec[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((_, c) => rows.map((row) => row[c] ?? null));
  const names = columns.map((c) => c.name);
  const aliases = columns.map((_, i) => `c${i}`);
  const selected = columns.map((c, i) =>
    c.expression ? c.expression.replaceAll('$', `u.c${i}`) : `u.c${i}`,
  );
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selected.join(', ')} FROM unnest(${columns.map((c, i) => `$${i + 1}::${c.type}`).join(', ')}) AS u(${aliases.join(', ')})`,
    params,
  );
}
