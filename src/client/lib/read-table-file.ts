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

/**
 * A chosen file as a table, read in a worker (issue 37 §1.4): a file over the size limit is refused
 * before it is read, and a read that passes the time limit is stopped, worker and memory with it.
 * Every refusal is a TableFileError naming its limit.
 */
export function readTableFile(
  file: Blob,
  { start = typeof Worker === 'undefined' ? undefined : startWorker } = {},
): Promise<Table> {
  if (file.size > TABLE_LIMITS.fileMegabytes * MEGABYTE)
    return Promise.reject(new TableFileError('fileSize'));
  return new Promise<Table>((resolve, reject) => {
    const worker = start?.();
    const timer = setTimeout(() => {
      worker?.terminate();
      reject(new TableFileError('time'));
    }, TABLE_LIMITS.seconds * 1000);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker?.terminate();
      outcome();
    };
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
