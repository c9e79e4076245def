/**
 * What the server's thread and the embedded database's worker (src/server/db/pglite-worker.ts)
 * say to each other (decision 0044). Each request carries an id, and its answer the same id.
 */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; text: string; values: unknown[]; tx?: number }
  /** Opens a transaction; answered with its number once it holds the database. */
  | { op: 'begin' }
  /** Commits (or rolls back) the transaction of that number; answered once it has ended. */
  | { op: 'end'; tx: number; commit: boolean }
  /** The data directory, gzipped, as bytes. */
  | { op: 'dump' }
  | { op: 'close' }
);

export type WorkerAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError };

/** The worker's first word: the database is open, or why not. */
export type WorkerReady = { ready: true } | { ready: false; error: PlainError };

/** An error as it crosses threads: its name, message and every plain field (a SQLSTATE `code`, …). */
export type PlainError = { name: string; message: string } & Record<string, unknown>;

const PLAIN = new Set(['string', 'number', 'boolean']);

/** An error's name, message and plain fields (a database error's code, constraint, table, …). */
export function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => PLAIN.has(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

/** The error again on this side, with the fields it had (the stack is this thread's). */
export function errorOf(plain: PlainError): Error {
  const error = Object.assign(new Error(plain.message), plain);
  error.name = plain.name;
  return error;
}
