import { ApiError, type MoreFields } from '@/client/lib/api-client';
import { readTableFile } from '@/client/lib/read-table-file';
import { type ImportColumn, readRows } from '@/client/lib/records/import-columns';
import { TableFileError } from '@/client/lib/table-limits';
import type { Schemas } from '@/shared/api/types';
import { IMPORT_BODY_LIMIT } from '@/shared/import-limits';

type Answer = Schemas['RecordImportAnswer'];
type Messages = Record<string, string>;

/** A kind's import: its columns, a row's body as the API takes it, and the API's import. */
export interface ImportKind<Row> {
  /** Message prefix of the kind: a problem's field is named `<prefix>.field.<field>`. */
  prefix: string;
  columns: readonly ImportColumn[];
  /** A row's body; a kind that looks something up (an FCHV's facility) answers a promise. */
  bodyOf: (values: Record<string, unknown>) => Row | Promise<Row>;
  send: (rows: Row[], dryRun: boolean) => Promise<Answer>;
}

/** A problem of the file, by its row in the sheet (the header is row 1) and the field it concerns. */
export interface SheetProblem {
  sheetRow: number;
  field: string;
  code: string;
}

export interface CheckedFile<Row> {
  rows: Row[];
  sheetRows: number[];
  problems: SheetProblem[];
  missing: ImportColumn[];
  unknown: string[];
  /** Problems the server counted beyond those it named (it names a hundred an answer). */
  more?: MoreFields;
}

/** Two counts of problems not named, as one. */
const together = (a?: MoreFields, b?: MoreFields): MoreFields | undefined =>
  a && b ? { count: a.count + b.count, atLeast: a.atLeast || b.atLeast } : (a ?? b);

/** Rows checked by the server at a time: the progress moves, and no request is large. */
const CHUNK = 250;

/** The server's answer as the sheet's rows: its problems, or a refused shape (`rows.3.wardNo`). */
async function sent<Row>(
  kind: ImportKind<Row>,
  rows: Row[],
  sheetRows: number[],
  dryRun: boolean,
): Promise<{ answer?: Answer; problems: SheetProblem[]; more?: MoreFields }> {
  try {
    const answer = await kind.send(rows, dryRun);
    const problems = answer.problems.map((p) => ({
      sheetRow: sheetRows[p.row - 1],
      field: p.field,
      code: p.code,
    }));
    return { answer, problems };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields.length) throw error;
    const problems = error.fields.map((f) => {
      const [, index, field] = /^rows\.(\d+)\.?(.*)$/.exec(f.field) ?? [];
      return { sheetRow: sheetRows[Number(index ?? 0)], field: field || f.field, code: f.code };
    });
    return { problems, more: error.moreFields };
  }
}

const byRow = (a: SheetProblem, b: SheetProblem) => a.sheetRow - b.sheetRow;

/**
 * Reads a file and has the server check every row without writing, a chunk at a time (the
 * progress says how far); rows a cell of which cannot be read are named here and not sent.
 * When `signal` aborts (the dialog closed) the reading stops and no further chunk is sent.
 */
export async function checkFile<Row>(
  file: Blob,
  kind: ImportKind<Row>,
  messages: Messages[],
  {
    onProgress,
    signal,
  }: { onProgress: (done: number, total: number) => void; signal?: AbortSignal },
): Promise<CheckedFile<Row>> {
  const read = readRows(await readTableFile(file, { signal }), kind.columns, messages);
  const unreadable = new Set(read.problems.map((p) => p.sheetRow));
  const readable = read.rows.filter((row) => !unreadable.has(row.sheetRow));
  const rows = await Promise.all(readable.map((row) => kind.bodyOf(row.values)));
  // Written in one request (all or nothing): rows the server would not read are refused now.
  if (new TextEncoder().encode(JSON.stringify(rows)).length > IMPORT_BODY_LIMIT - 64)
    throw new TableFileError('bodySize');
  const sheetRows = readable.map((row) => row.sheetRow);
  const problems: SheetProblem[] = [...read.problems];
  let more: MoreFields | undefined;
  onProgress(0, read.rows.length);
  if (!read.missing.length)
    for (let start = 0; start < rows.length; start += CHUNK) {
      signal?.throwIfAborted();
      const end = start + CHUNK;
      const checked = await sent(kind, rows.slice(start, end), sheetRows.slice(start, end), true);
      problems.push(...checked.problems);
      more = together(more, checked.more);
      onProgress(Math.min(end, rows.length) + unreadable.size, read.rows.length);
    }
  return {
    rows,
    sheetRows,
    problems: problems.sort(byRow),
    missing: read.missing,
    unknown: read.unknown,
    ...(more && { more }),
  };
}

/**
 * Writes every row of a checked file in one request: all of them, or none and why. A body the
 * server would not read (413) is refused by that name, as the check refuses it.
 */
export async function writeFile<Row>(kind: ImportKind<Row>, file: CheckedFile<Row>) {
  try {
    const result = await sent(kind, file.rows, file.sheetRows, false);
    return {
      written: result.answer?.written ?? 0,
      problems: result.problems.sort(byRow),
      more: result.more,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new TableFileError('bodySize');
    throw error;
  }
}
