/** A statement with numbered parameters and their values, as src/server/platform/sql.ts builds it. */
export interface SqlStatement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** The one database interface the server uses, over PGlite (embedded) or PostgreSQL (DATABASE_URL). */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string | SqlStatement | Prepared,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/**
 * A statement PostgreSQL keeps parsed and planned on each connection under its name (one that every
 * request runs, with the same text each time): a request skips the parse and, once PostgreSQL
 * settles on a generic plan, the planning. PGlite runs it as any statement.
 */
export interface Prepared {
  name: string;
  text: string;
  values: unknown[];
}

/** The statement given, kept prepared by PostgreSQL under the name given (its text must never vary). */
export const prepared = (name: string, statement: SqlStatement): Prepared => ({
  name,
  text: statement.text,
  values: [...statement.values],
});

/** The text and values of a query given either as text with its values or as a built statement. */
export const statementOf = (
  sql: string | SqlStatement | Prepared,
  params: readonly unknown[] = [],
): [string, unknown[]] =>
  typeof sql === 'string' ? [sql, [...params]] : [sql.text, [...sql.values]];

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it is committed, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A streaming replica of this PostgreSQL (DATABASE_READ_URL) for dashboards, lists and exports. */
  readonly replica?: Database;
}

export async function queryOne<Row>(
  db: Queryable,
  sql: string | SqlStatement | Prepared,
  params?: readonly unknown[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}

/**
 * The same connection, its statements run one after another: a transaction's connection runs one
 * statement at a time, and node-postgres will stop queueing the next itself (a reader written for
 * the pool, which asks in parallel, then reads inside a transaction through this).
 */
export function oneAtATime(db: Queryable): Queryable {
  let last: Promise<unknown> = Promise.resolve();
  return {
    query<Row>(sql: string | SqlStatement | Prepared, params?: readonly unknown[]) {
      const next = last.then(
        () => db.query<Row>(sql, params),
        () => db.query<Row>(sql, params),
      );
      last = next.catch(() => undefined);
      return next;
    },
  };
}
