import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx } from '@/client/lib/table-file';

/**
 * The project's own XLSX writer (src/client/lib/table-file.ts, write-excel-file since decision 0054)
 * read back by a library it does not use to write: exceljs, a development dependency only
 * (docs/decisions/0016-xlsx-writer.md). What
 * a spreadsheet program reads is what the export meant, and no text becomes a formula.
 */
async function readBack(file: Promise<Blob>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await file).arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: { value: unknown; type: number }[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: { value: unknown; type: number }[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      cells.push({ value: cell.value, type: cell.type });
    }
    rows.push(cells);
  });
  return { name: sheet.name, rows };
}

describe('the XLSX export, read by an independent reader', () => {
  it('holds the sheet name, the header, Devanagari text and numbers as numbers', async () => {
    const blob = toXlsx(
      'Persons',
      ['नाम', 'Age', 'Cost (NPR)'],
      [
        ['सीता <कुमारी> & "दिदी"', 36, 1_25_000.5],
        ['Ram', null, -250],
      ],
    );
    const { name, rows } = await readBack(blob);
    expect(name).toBe('Persons');
    expect(rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['नाम', 'Age', 'Cost (NPR)'],
      ['सीता <कुमारी> & "दिदी"', 36, 125000.5],
      ['Ram', null, -250],
    ]);
    expect(rows[1].map((cell) => cell.type)).toEqual([
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
    ]);
  });

  it('keeps every formula-like text a text, never a formula', async () => {
    const dangerous = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    const { rows } = await readBack(
      toXlsx(
        'Persons',
        ['=Header'],
        dangerous.map((text) => [text]),
      ),
    );
    const cells = rows.map((row) => row[0]);
    expect(cells.map((cell) => cell.type)).toEqual(cells.map(() => ExcelJS.ValueType.String));
    expect(cells.map((cell) => cell.value)).toEqual(['=Header', ...dangerous]);
  });

  it('drops the control characters XML cannot hold, and keeps tabs and line breaks', async () => {
    const { rows } = await readBack(toXlsx('Notes', ['Note'], [['a\u0000b\u0007c'], ['one\ntwo']]));
    expect(rows.slice(1).map((row) => row[0].value)).toEqual(['abc', 'one\ntwo']);
  });

  it('stays readable with non-characters and lone surrogates stored earlier, and keeps emoji', async () => {
    // Text saved before the API refused these (issue 37 §2): XML cannot hold them, and one such
    // character made the whole workbook unreadable.
    const stored = ['a\uffff\ufffeb', 'c\ud800d', 'e\udc00f', 'g\ud83d\ude00h'];
    const { rows } = await readBack(
      toXlsx(
        'Schools',
        ['Name'],
        stored.map((text) => [text]),
      ),
    );
    expect(rows.slice(1).map((row) => row[0].value)).toEqual([
      'a\ufffd\ufffdb',
      'c\ufffdd',
      'e\ufffdf',
      'g\ud83d\ude00h',
    ]);
  });

  it('keeps a text that looks like the format\'s own escape (`_x0041_` is "A") as written', async () => {
    const { rows } = await readBack(toXlsx('Notes', ['Note'], [['_x0041_'], ['a_x000D_b_X00e9_']]));
    expect(rows.slice(1).map((row) => row[0].value)).toEqual(['_x0041_', 'a_x000D_b_X00e9_']);
  });
});
