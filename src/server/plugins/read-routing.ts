import type { Database } from '@/server/db/database';
import type { Operation } from '@/server/openapi/contract';

/** After a session saves, its reads stay on the primary this long (replication lag is far less). */
export const READ_YOUR_WRITES_MS = 10_000;

/** Dashboards, lists and exports of tenant records: the reads a replica serves (issue 20 §2). */
export const readsFromReplica = (op: Operation) =>
  op.method === 'GET' &&
  op.tenant &&
  (op.path.startsWith('/api/dashboards/') || /^(list|export)[A-Z]/.test(op.operationId));

/**
 * Which database a request reads: the replica (DATABASE_READ_URL) for dashboards, lists and exports,
 * except for a session that saved within READ_YOUR_WRITES_MS (it reads its own writes from the
 * primary); a record's own read, its history and every write always go to the primary. Without a
 * replica, the primary for all. The window is this process's: behind a proxy without sticky
 * sessions, a list read on another process right after a save may lag the primary by the
 * replication delay (milliseconds on a healthy replica).
 */
export function readRouting(db: Database) {
  const savedAt = new Map<string, number>();
  const forget = (now: number) => {
    for (const [session, at] of savedAt)
      if (now - at > READ_YOUR_WRITES_MS) savedAt.delete(session);
  };
  return {
    databaseFor(op: Operation, sessionId: string | undefined): Database {
      if (!db.replica || !sessionId || !readsFromReplica(op)) return db;
      const at = savedAt.get(sessionId);
      return at !== undefined && Date.now() - at <= READ_YOUR_WRITES_MS ? db : db.replica;
    },
    saved(op: Operation, sessionId: string | undefined): void {
      if (!db.replica || !sessionId || op.method === 'GET') return;
      const now = Date.now();
      if (savedAt.size > 1000) forget(now);
      savedAt.set(sessionId, now);
    },
  };
}
