import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTableFile } from './spreadsheet-read';
import { toCsv, toXlsx } from './table-file';

const HEADER = ['नाम', 'IEMIS code', 'Notes'];
const ROWS = [
  ['श्री जनता माध्यमिक विद्यालय', '10101051', 'has a ramp, "new"'],
  ['=HYPERLINK("x")', '10101052', 'two\nlines'],
];

describe('reading a spreadsheet people fill in', () => {
  it('reads back our own CSV export, formula guard and quoting undone', async () => {
    const table = await readTableFile(toCsv(HEADER, ROWS));
    expect(table).toEqual([HEADER, ...ROWS]);
  });

  it('reads back our own XLSX export', async () => {
    const table = await readTableFile(toXlsx('Schools', HEADER, ROWS));
    expect(table).toEqual([HEADER, ...ROWS]);
  });

  it("reads Excel's compressed workbook with shared strings, numbers and gaps", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['नाम', 'Ward', 'Students']);
    sheet.addRow(['सरस्वती आधारभूत विद्यालय', 4, 180]);
    sheet.getCell('A4').value = 'Left a row empty';
    sheet.getCell('C4').value = 12;
    const bytes = await book.xlsx.writeBuffer();
    expect(await readTableFile(new Blob([bytes as ArrayBuffer]))).toEqual([
      ['नाम', 'Ward', 'Students'],
      ['सरस्वती आधारभूत विद्यालय', '4', '180'],
      ['Left a row empty', '', '12'],
    ]);
  });

  it('takes LF rows, a byte-order mark and a last line without its end', () => {
    expect(parseCsv('\uFEFFa,b\n1,"x,y"\n\n2,3')).toEqual([
      ['a', 'b'],
      ['1', 'x,y'],
      ['2', '3'],
    ]);
  });
});
