/**
 * Reading the tables people keep in Excel or LibreOffice: CSV (UTF-8, with or without a byte-order
 * mark) and XLSX (its first tab, in the workbook's order), on read-excel-file (docs/decisions/0036),
 * within limits that each refuse a file by name (`TABLE_LIMITS`). Runs in a worker
 * (spreadsheet-worker.ts), which read-table-file.ts stops after the time limit; loaded only by an import.
 */
import { type Unzipped, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { MEGABYTE, TABLE_LIMITS, TableFileError } from './table-limits';

export type Table = string[][];

/** A formula-safe cell of our own export (`'=SUM`) reads back as written (`=SUM`). */
const unguarded = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** RFC 4180 CSV: quoted fields with doubled quotes and line breaks, CRLF or LF rows. */
export function parseCsv(text: string): Table {
  const rows: Table = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(unguarded(cell));
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(unguarded(cell));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, unguarded(cell)]);
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/** Text of a CSV file; bytes no text file holds (a PDF, an image, an old .xls) are not one. */
function csvText(bytes: Uint8Array): string {
  if (bytes.subarray(0, 8192).includes(0)) throw new TableFileError('notSpreadsheet');
  return new TextDecoder().decode(bytes);
}

const isPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/**
 * The XML parts of a zip, refused by name once their declared sizes add up to more than the
 * limit, before they are inflated; a part that inflates to more than it declares is cut at its
 * declared size (fflate inflates into a buffer of that size), so no part outgrows the limit.
 */
function unpack(bytes: Uint8Array): Unzipped {
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (!isPart(name)) return false;
        unpacked += originalSize;
        if (unpacked > TABLE_LIMITS.unpackedMegabytes * MEGABYTE)
          throw new TableFileError('unpackedSize');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof TableFileError) throw error;
    throw new TableFileError('notSpreadsheet');
  }
}

/** A row (`<row r="12">`) or cell (`<c r="AB12">`) index of a worksheet's XML. */
const INDEX = /<(?:[\w.-]+:)?(?:row|c)\s[^>]*?\br="([A-Z]*)(\d+)"/g;

const columnNumber = (letters: string) =>
  [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * Refuses a worksheet whose rows or columns reach past the limits, before the library reads it:
 * it fills the gap up to a row's index (a single `<row r="4000000000">` would take minutes).
 */
function checkIndices(files: Unzipped) {
  const decoder = new TextDecoder();
  for (const [name, bytes] of Object.entries(files)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    for (const [, letters, row] of decoder.decode(bytes).matchAll(INDEX)) {
      if (Number(row) > TABLE_LIMITS.rows + 1) throw new TableFileError('rows');
      if (columnNumber(letters) > TABLE_LIMITS.columns) throw new TableFileError('columns');
    }
  }
}

/** Excel's day 0: a date cell is given back as its day number, which the date columns read as AD. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? String((value.getTime() - EXCEL_EPOCH) / 86_400_000)
      : String(value);

/**
 * The first tab of an XLSX workbook as text cells: numbers as written (no rounding of long
 * codes), a date cell as its day number, shared and inline strings, a formula's saved value.
 */
export async function parseXlsx(bytes: Uint8Array): Promise<Table> {
  const files = unpack(bytes);
  checkIndices(files);
  // Stored again without compression: the library then inflates nothing beyond what was checked,
  // and starts no worker of its own (which the content security policy would refuse).
  const stored = zipSync(files, { level: 0 });
  let rows: unknown[][];
  try {
    rows = await readSheet(stored.slice().buffer, 1, { parseNumber: (text: string) => text });
  } catch {
    throw new TableFileError('notSpreadsheet');
  }
  return rows
    .map((row) => row.map(textOf))
    .filter((row) => row.some((value) => value.trim() !== ''));
}

/** A table within the limits of rows and columns, or refused by the limit it passes. */
function bounded(table: Table): Table {
  const rows = table.length - 1;
  if (rows > TABLE_LIMITS.rows) throw new TableFileError('rows', rows);
  if (table.some((row) => row.length > TABLE_LIMITS.columns)) throw new TableFileError('columns');
  return table;
}

/** A file's bytes as a table: XLSX by its zip signature, otherwise CSV text. */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.length > TABLE_LIMITS.fileMegabytes * MEGABYTE) throw new TableFileError('fileSize');
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  return bounded(zip ? await parseXlsx(bytes) : parseCsv(csvText(bytes)));
}
