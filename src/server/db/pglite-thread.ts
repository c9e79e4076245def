import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type Queryable, statementOf } from './database';
import {
  errorOf,
  type WorkerAnswer,
  type WorkerReady,
  type WorkerRequest,
} from './pglite-messages';
import type { PgliteDatabase } from './pglite-database';

type Ask = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The worker beside this module: the bundle's `pglite-worker.js` beside `dist/server/main.js` in
 * the build (scripts/build-server.ts); from the sources (tsx, vitest), `pglite-worker.ts` loaded
 * through tsx's loader registered in the worker itself (a loader of the server's thread does not
 * reach its workers on every Node.js).
 */
function workerOf(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  const execArgv = process.execArgv.filter(
    (arg, at, all) => !/tsx/.test(arg) && !(arg === '--import' && /tsx/.test(all[at + 1] ?? '')),
  );
  return new Worker(boot, { ...options, eval: true, execArgv });
}

/**
 * The embedded database in a thread of its own (issue 37 §3, decision 0044): PGlite runs each
 * statement synchronously in WebAssembly, and on the server's thread a statement of a dashboard
 * held the event loop for its whole length, so new connections and `/healthz` waited behind the
 * database's work. Here a worker owns the PGlite instance (and its data directory) and this thread
 * only sends statements and receives rows: it stays free to accept, read, and answer what needs no
 * database. Statements and transactions run one at a time in the order asked, as before; a
 * transaction holds the database from its `begin` to its `end`, its statements sent by number.
 */
export async function openPgliteInWorker(
  dataDir: string | undefined,
  template?: Blob,
): Promise<PgliteDatabase> {
  const bytes = template ? await template.arrayBuffer() : undefined;
  const worker = workerOf({
    workerData: { dataDir, template: bytes },
    transferList: bytes ? [bytes] : [],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let lastId = 0;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (first: WorkerReady) =>
      first.ready ? resolve() : reject(errorOf(first.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The embedded database's thread exited ${code}`)),
    );
  });
  worker.on('message', (reply: WorkerAnswer) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorOf(reply.error));
  });
  // A worker gone (closed, or its WebAssembly aborted) fails what waits and whatever is asked after.
  const gone = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on('error', gone);
  worker.on('exit', () => gone(new Error('The embedded database is closed')));

  const ask = <T>(request: Ask): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const query =
    (tx?: number): Queryable['query'] =>
    (sql, params = []) => {
      const [text, values] = statementOf(sql, params);
      return ask({ op: 'query', text, values, ...(tx === undefined ? {} : { tx }) });
    };

  return {
    kind: 'pglite',
    query: query(),
    async transaction(work) {
      const tx = await ask<number>({ op: 'begin' });
      let value;
      try {
        value = await work({ query: query(tx) });
      } catch (error) {
        // Rolled back; the error that ended it is the one to tell.
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return value;
    },
    // Closing twice (a shutdown after a failed start) is not an error.
    async close() {
      if (stopped) return;
      await ask({ op: 'close' });
      await worker.terminate();
    },
    dump: async () => new Blob([await ask<ArrayBuffer>({ op: 'dump' })]),
  };
}
