import { MEGABYTE, TABLE_LIMITS, TableFileError } from './table-limits';
import type { Table } from './spreadsheet-read';
import type { WorkerAnswer } from './spreadsheet-worker';

/** The part of a worker the reader uses (a test gives its own). */
export interface TableWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(file: Blob): void;
  terminate(): void;
}

const startWorker = (): TableWorker =>
  new Worker(new URL('./spreadsheet-worker.ts', import.meta.url), { type: 'module' });

/** Where no worker can be started (the component tests): read here, the time limit only reported. */
async function readHere(file: Blob): Promise<Table> {
  const { readTable } = await import('./spreadsheet-read');
  return readTable(new Uint8Array(await file.arrayBuffer()));
}

/** Why a read ended: its dialog closed (`signal`), which the reader then ignores. */
const stopped = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The reading was stopped', 'AbortError');

/**
 * A chosen file as a table, read in a worker (issue 37 §1.4): a file over the size limit is refused
 * before it is read, and a read that passes the time limit is stopped, worker and memory with it.
 * Every refusal is a TableFileError naming its limit. A read whose `signal` aborts (its dialog
 * closed) stops its worker at once and rejects with the signal's reason; a table it would have
 * given later is never given.
 */
export function readTableFile(
  file: Blob,
  {
    start = typeof Worker === 'undefined' ? undefined : startWorker,
    signal,
  }: { start?: () => TableWorker; signal?: AbortSignal } = {},
): Promise<Table> {
  if (signal?.aborted) return Promise.reject(stopped(signal));
  if (file.size > TABLE_LIMITS.fileMegabytes * MEGABYTE)
    return Promise.reject(new TableFileError('fileSize'));
  return new Promise<Table>((resolve, reject) => {
    const worker = start?.();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      worker?.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new TableFileError('time'))),
      TABLE_LIMITS.seconds * 1000,
    );
    const abort = () => settle(() => reject(stopped(signal!)));
    signal?.addEventListener('abort', abort, { once: true });
    if (!worker) {
      readHere(file).then(
        (table) => settle(() => resolve(table)),
        (error: unknown) => settle(() => reject(error)),
      );
      return;
    }
    worker.onmessage = ({ data }) =>
      settle(() =>
        'table' in data
          ? resolve(data.table)
          : reject(new TableFileError(data.refused.reason, data.refused.count)),
      );
    worker.onerror = () => settle(() => reject(new TableFileError('notSpreadsheet')));
    worker.postMessage(file);
  });
}
