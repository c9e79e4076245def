/**
 * The worker that reads a chosen spreadsheet (read-table-file.ts starts it, and stops it after the
 * time limit): the tab stays responsive, and a file that takes too long or too much memory costs
 * only this worker.
 */
import { readTable } from './spreadsheet-read';
import { TableFileError } from './table-limits';

/** What the worker answers: the table, or why the file was refused. */
export type WorkerAnswer =
  { table: string[][] } | { refused: { reason: TableFileError['reason']; count?: number } };

/** The worker's own scope (the DOM library types `self` as a window). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (answer: WorkerAnswer) => void;
};

scope.onmessage = async ({ data: file }) => {
  try {
    scope.postMessage({ table: await readTable(new Uint8Array(await file.arrayBuffer())) });
  } catch (error) {
    scope.postMessage({
      refused:
        error instanceof TableFileError
          ? { reason: error.reason, count: error.count }
          : { reason: 'notSpreadsheet' },
    });
  }
};
