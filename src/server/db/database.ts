/** The one database interface the server uses, over PGlite (embedded) or PostgreSQL (DATABASE_URL). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it is committed, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function queryOne<Row>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
