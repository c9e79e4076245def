import type { Table } from '@/client/lib/spreadsheet-read';
import { bsToAd, toIsoDate } from '@/shared/calendar/bs-calendar';
import { toLatinDigits } from '@/shared/format/digits';

type Messages = Record<string, string>;

/** What a cell's text becomes: a value for the record, or why it cannot be one. */
export type CellResult = { value: unknown } | { error: 'invalidValue' | 'required' };

/** One column a spreadsheet may hold for a kind: the field it fills and how its text is read. */
export interface ImportColumn {
  /** The field of the record (`cwdEnrolled.hearing.female` for a part of one). */
  field: string;
  /** Its heading's message id, read in either language. */
  labelId: string;
  required?: boolean;
  read: (text: string, messages: Messages[]) => CellResult;
}

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Text as typed; an empty cell is nothing. */
export const textColumn = (field: string, labelId: string, required = false): ImportColumn => ({
  field,
  labelId,
  required,
  read: (text) => ({ value: text.trim() === '' ? null : text.trim() }),
});

/** A whole number in either script (or a decimal when allowed). */
export const numberColumn = (
  field: string,
  labelId: string,
  { required = false, decimal = false } = {},
): ImportColumn => ({
  field,
  labelId,
  required,
  read: (text) => {
    const latin = toLatinDigits(text.trim()).replace(/,/g, '');
    if (latin === '') return { value: null };
    const ok = decimal ? /^-?\d+(\.\d+)?$/.test(latin) : /^\d+$/.test(latin);
    return ok ? { value: Number(latin) } : { error: 'invalidValue' };
  },
});

/** Excel's day 0, for a date cell a workbook keeps as a number. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A date written in Bikram Sambat as the template asks (`2040-02-15`, either script, `-` or `/`),
 * or a date cell of Excel (a day number, in AD); stored as the AD ISO date.
 */
export const dateColumn = (field: string, labelId: string, required = false): ImportColumn => ({
  field,
  labelId,
  required,
  read: (text) => {
    const latin = toLatinDigits(text.trim());
    if (latin === '') return { value: null };
    if (/^\d{4,5}(\.\d+)?$/.test(latin) && Number(latin) < 80000)
      return {
        value: new Date(EXCEL_EPOCH + Math.floor(Number(latin)) * 86_400_000)
          .toISOString()
          .slice(0, 10),
      };
    const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(latin);
    const ad = match && bsToAd({ year: +match[1], month: +match[2], day: +match[3] });
    return ad ? { value: toIsoDate(ad) } : { error: 'invalidValue' };
  },
});

/** The code of a list's entry written as its code or its label in either language. */
function codeOf(text: string, list: string, codes: readonly string[], messages: Messages[]) {
  const wanted = norm(text);
  return codes.find(
    (code) =>
      norm(code) === wanted ||
      messages.some((m) => norm(m[`enum.${list}.${code}`] ?? '') === wanted),
  );
}

/** A list's entries (`enum.<list>.<code>`), and whether a row must give one. */
interface ChoiceList {
  list: string;
  codes: readonly string[];
  required?: boolean;
}

/** One entry of a list (`enum.<list>.<code>`). */
export const choiceColumn = (
  field: string,
  labelId: string,
  { list, codes, required = false }: ChoiceList,
): ImportColumn => ({
  field,
  labelId,
  required,
  read: (text, messages) => {
    if (text.trim() === '') return { value: null };
    const code = codeOf(text, list, codes, messages);
    return code ? { value: code } : { error: 'invalidValue' };
  },
});

/** Several entries of a list, parted by semicolons (as the export writes them) or else commas. */
export const choicesColumn = (
  field: string,
  labelId: string,
  { list, codes, required = false }: ChoiceList,
): ImportColumn => ({
  field,
  labelId,
  required,
  read: (text, messages) => {
    // Semicolons part a list (labels hold commas: "Basic, grades 1–5"); commas only when no label reads.
    const split = (by: string) =>
      text
        .split(by)
        .map((part) => part.trim())
        .filter(Boolean);
    const read = (parts: string[]) => parts.map((part) => codeOf(part, list, codes, messages));
    let found = read(split(';'));
    if (!found.every(Boolean) && !text.includes(';')) found = read(split(','));
    return found.every(Boolean) ? { value: found } : { error: 'invalidValue' };
  },
});

export interface ReadRows {
  /** Each data row's values by field, with its row number in the sheet (the header is row 1). */
  rows: { sheetRow: number; values: Record<string, unknown> }[];
  problems: { sheetRow: number; field: string; code: string }[];
  /** Columns the kind needs that the header lacks, by their label. */
  missing: ImportColumn[];
  /** Headings the kind does not know, as written. */
  unknown: string[];
}

/**
 * A table's rows read by a kind's columns: the header matched in either language (spaces and
 * case aside), each cell read by its column, every unreadable cell a problem of its row.
 */
export function readRows(
  table: Table,
  columns: readonly ImportColumn[],
  messages: Messages[],
): ReadRows {
  const [header = [], ...body] = table;
  const byHeading = new Map<string, ImportColumn>();
  for (const column of columns)
    for (const m of messages) if (m[column.labelId]) byHeading.set(norm(m[column.labelId]), column);
  const found = header.map((heading) => byHeading.get(norm(heading)));
  const unknown = header.filter((heading, i) => heading.trim() !== '' && !found[i]);
  const missing = columns.filter((column) => column.required && !found.includes(column));
  const problems: ReadRows['problems'] = [];
  const rows = body.map((cells, index) => {
    const sheetRow = index + 2;
    const values: Record<string, unknown> = {};
    found.forEach((column, i) => {
      if (!column) return;
      const text = cells[i] ?? '';
      const result: CellResult =
        column.required && text.trim() === '' ? { error: 'required' } : column.read(text, messages);
      if ('error' in result) problems.push({ sheetRow, field: column.field, code: result.error });
      else values[column.field] = result.value;
    });
    return { sheetRow, values };
  });
  return { rows, problems, missing, unknown };
}
