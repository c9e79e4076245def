import { IMPORT_MAX_ROWS } from '@/shared/import-limits';

/**
 * What a spreadsheet chosen for an import may be (issue 37 §1.4): each limit refuses the file by
 * its own name, so a person knows what to change. Read by the dialog's messages and the reader.
 */
export const TABLE_LIMITS = {
  /** The chosen file, refused before it is read. */
  fileMegabytes: 10,
  /** An Excel file's parts once unpacked: a small file that unpacks to far more is a zip bomb. */
  unpackedMegabytes: 100,
  /** Rows under the header: one import writes at most this many (the contract's `maxItems`). */
  rows: IMPORT_MAX_ROWS,
  /** Columns: the widest template (schools) has fewer than 50. */
  columns: 200,
  /** Reading, in a worker that is stopped after this long. */
  seconds: 20,
} as const;

export const MEGABYTE = 1024 * 1024;

/** Why a file could not be read: a limit it passes, or not a spreadsheet at all. */
export type TableFileReason =
  | 'fileSize'
  | 'unpackedSize'
  | 'rows'
  | 'columns'
  | 'time'
  | 'notSpreadsheet'
  /** The rows, as the API takes them, are more than one import's body may be. */
  | 'bodySize';

/** A file refused by the reader; `count` is how many rows it has when that is known. */
export class TableFileError extends Error {
  constructor(
    readonly reason: TableFileReason,
    readonly count?: number,
  ) {
    super(`The file was refused: ${reason}${count === undefined ? '' : ` (${count})`}`);
    this.name = 'TableFileError';
  }
}
