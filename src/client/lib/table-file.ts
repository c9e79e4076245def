/**
 * Tables written as files people open in Excel or LibreOffice: CSV (UTF-8 with a byte-order mark,
 * so Excel reads Devanagari, written here) and XLSX, written by write-excel-file
 * (docs/decisions/0054-spreadsheets-written-by-a-library.md). This code loads only when someone
 * exports or asks for an import template; it is the one way the app writes a spreadsheet.
 */
import writeExcelFile, {
  type Cell as LibraryCell,
  type Row as LibraryRow,
  type Sheet as LibrarySheet,
} from 'write-excel-file/universal';

export type Cell = string | number | null;

/**
 * A cell of a workbook: a text, a number (written as a number), an AD date (a `Date` at midnight
 * UTC of its day, written as a date the spreadsheet can sort and add to), or empty. A Bikram Sambat
 * date is a text (`'2081-08-13'`): spreadsheets know no BS calendar.
 */
export type SheetCell = Cell | Date;

/** A cell of a header row above the table, merged over `span` columns (1 when absent). */
export interface HeaderGroup {
  text: string;
  span?: number;
}

/** One sheet of a workbook. */
export interface Sheet {
  /** The tab's name; characters Excel refuses (`[ ] / \ : * ?`) become a space, cut at 31. */
  name: string;
  /** Rows above the header whose cells are merged over several columns (a report's title, groups). */
  groups?: HeaderGroup[][];
  /** The column names, one row. */
  header: string[];
  rows: SheetCell[][];
  /** Column widths in characters, from the first column; a missing one is the program's default. */
  widths?: (number | undefined)[];
}

/**
 * A text that a spreadsheet would read as a formula (CWE-1236): it starts with `=`, `+`, `-`, `@`, a
 * tab or a carriage return. Quoting does not stop Excel, LibreOffice or Sheets from evaluating it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A formula-like text gets a leading apostrophe, which every spreadsheet shows as text; then quoting for the CSV grammar. */
const csvCell = (value: Cell) => {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(header: string[], rows: Cell[][]): Blob {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return new Blob(['\uFEFF', lines.join('\r\n'), '\r\n'], { type: 'text/csv;charset=utf-8' });
}

// XML 1.0 forbids these control characters, so they are dropped.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
/**
 * What the library would drop or a reader would change, written as the format's `_xHHHH_` escape
 * (which Excel, LibreOffice, read-excel-file and exceljs decode): a carriage return (XML readers
 * turn a raw one into a line feed, so `\r=1` would change), the characters XML discourages (C1
 * controls, U+FDD0–U+FDEF), and U+FFFD. U+FFFE, U+FFFF and half of a surrogate pair (the `u` flag
 * matches a lone half only, never an emoji's pair) cannot be held at all: each is written U+FFFD. The
 * API refuses them now (issue 37 §2), but a text stored before may hold one.
 */
const ESCAPED = /[\r\u007F-\u0084\u0086-\u009F\uFDD0-\uFDEF\uFFFD]/g;
const NOT_CHARACTERS = /[\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const escape = (c: string) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** A text as the library writes it: a shared string, never a formula (`=1+1` shows as written). */
const sheetText = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    // A text that looks like an escape is kept as written: its underscore is escaped.
    .replace(/_(x[0-9a-f]{4}_)/gi, '_x005F_$1')
    .replace(NOT_CHARACTERS, '\uFFFD')
    .replace(ESCAPED, escape);

const AD_DATE_FORMAT = 'yyyy-mm-dd';

function libraryCell(value: SheetCell): LibraryCell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { value, type: Number };
  if (value instanceof Date) return { value, type: Date, format: AD_DATE_FORMAT };
  // The type is said, never guessed: a text is a String cell, whatever it starts with.
  return { value: sheetText(value), type: String };
}

const sheetName = (name: string) =>
  name
    .replace(/[[\]/\\:*?]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

function librarySheet(sheet: Sheet): LibrarySheet<Blob> {
  const groups = (sheet.groups ?? []).map((row): LibraryRow => {
    const cells: LibraryRow = [];
    for (const group of row) {
      const span = Math.max(1, Math.floor(group.span ?? 1));
      cells.push(
        span > 1
          ? { value: sheetText(group.text), type: String, columnSpan: span, align: 'center' }
          : libraryCell(group.text),
        ...Array<null>(span - 1).fill(null),
      );
    }
    return cells;
  });
  return {
    sheet: sheetName(sheet.name),
    data: [...groups, sheet.header.map(libraryCell), ...sheet.rows.map((r) => r.map(libraryCell))],
    ...(sheet.widths && { columns: sheet.widths.map((width) => ({ width })) }),
  };
}

/** A workbook of one or more sheets, in the order given. */
export function toWorkbook(sheets: Sheet[]): Promise<Blob> {
  if (sheets.length === 0) throw new Error('A workbook needs a sheet');
  return writeExcelFile(sheets.map(librarySheet)).toBlob();
}

/** One sheet: the lists' export and the import templates. */
export function toXlsx(name: string, header: string[], rows: Cell[][]): Promise<Blob> {
  return toWorkbook([{ name, header, rows }]);
}
