/**
 * The embedded database's own thread (decision 0044): it owns the PGlite instance and runs what the
 * server's thread asks (src/server/db/pglite-thread.ts), so WebAssembly never holds the thread
 * that accepts connections and answers `/healthz`. Started with `workerData` = { dataDir, template }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteDatabase, type PgliteDatabase } from './pglite-database';
import {
  plainError,
  type WorkerAnswer,
  type WorkerReady,
  type WorkerRequest,
} from './pglite-messages';
import type { Queryable } from './database';

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir?: string; template?: ArrayBuffer };

/** An open transaction: its statements, and how it ends (commit or not), once the server says. */
interface Open {
  tx: Queryable;
  end: (commit: boolean) => void;
  ended: Promise<void>;
}
const open = new Map<number, Open>();
let lastTx = 0;

/** Thrown inside a transaction the server rolls back, so that PGlite rolls it back. */
const ROLLBACK = new Error('rolled back');

/** Opens a transaction (in turn with every statement), and answers its number once it holds the database. */
function begin(db: PgliteDatabase): Promise<number> {
  const number = ++lastTx;
  return new Promise((resolve, reject) => {
    let ending!: (commit: boolean) => void;
    const decided = new Promise<boolean>((decide) => (ending = decide));
    const ended = db
      .transaction(async (tx) => {
        open.set(number, { tx, end: ending, ended });
        resolve(number);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => open.delete(number));
    // A transaction that could not begin is the `begin`'s error.
    ended.catch(reject);
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const transaction = open.get(tx);
  if (!transaction) throw new Error(`No open transaction ${tx}`);
  transaction.end(commit);
  await transaction.ended;
}

async function answer(db: PgliteDatabase, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? db : open.get(request.tx)?.tx;
      if (!on) throw new Error(`No open transaction ${request.tx}`);
      return on.query(request.text, request.values);
    }
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await db.dump()).arrayBuffer();
    case 'close':
      return db.close();
  }
}

try {
  const db = await openPgliteDatabase(dataDir, template ? new Blob([template]) : undefined);
  port.on('message', (request: WorkerRequest) => {
    answer(db, request).then(
      (value) => {
        const reply: WorkerAnswer = { id: request.id, ok: true, value };
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
        if (request.op === 'close') port.close();
      },
      (error: unknown) => {
        const reply: WorkerAnswer = { id: request.id, ok: false, error: plainError(error) };
        port.postMessage(reply);
      },
    );
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) } satisfies WorkerReady);
  port.close();
}
