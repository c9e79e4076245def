import { Buffer } from 'node:buffer';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTable } from './spreadsheet-read';
import { toCsv, toXlsx } from './table-file';
import { MEGABYTE, TableFileError } from './table-limits';

const HEADER = ['नाम', 'IEMIS code', 'Notes'];
const ROWS = [
  ['श्री जनता माध्यमिक विद्यालय', '10101051', 'has a ramp, "new"'],
  ['=HYPERLINK("x")', '10101052', 'two\nlines'],
];

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** What a refused file is refused for (the reason and the count, when the reader knows it). */
async function refusal(bytes: Uint8Array) {
  const error = await readTable(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TableFileError);
  const { reason, count } = error as TableFileError;
  return count === undefined ? { reason } : { reason, count };
}

/** A workbook written by hand: its tabs in `sheets` order, each stored under the file name given. */
function workbook(sheets: { name: string; file: string; xml: string }[]) {
  const rels = sheets
    .map(
      (s, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/${s.file}"/>`,
    )
    .join('');
  const tabs = sheets
    .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${tabs}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
    ...Object.fromEntries(sheets.map((s) => [`xl/worksheets/${s.file}`, strToU8(s.xml)])),
  });
}

/** A zip of one part of `size` zero bytes, deflated by zlib (fflate takes seconds for 100 MB). */
function zipOfDeflated(name: string, size: number) {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const header = (central: boolean) => {
    const head = Buffer.alloc(central ? 46 : 30);
    head.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
    const at = central ? 2 : 0; // the central header holds "version made by" first
    head.writeUInt16LE(20, 4 + at);
    head.writeUInt16LE(8, 8 + at); // deflated
    head.writeUInt32LE(data.length, 18 + at);
    head.writeUInt32LE(size, 22 + at);
    head.writeUInt16LE(name.length, 26 + at);
    return Buffer.concat([head, Buffer.from(name)]);
  };
  const local = Buffer.concat([header(false), data]);
  const central = header(true);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return new Uint8Array(Buffer.concat([local, central, end]));
}

const sheetXml = (rows: string) =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('reading a spreadsheet people fill in', () => {
  it('reads back our own CSV export, formula guard and quoting undone', async () => {
    expect(await readTable(await bytesOf(toCsv(HEADER, ROWS)))).toEqual([HEADER, ...ROWS]);
  });

  it('reads back our own XLSX export (inline strings)', async () => {
    expect(await readTable(await bytesOf(await toXlsx('Schools', HEADER, ROWS)))).toEqual([
      HEADER,
      ...ROWS,
    ]);
  });

  it("reads Excel's workbook: shared strings, numbers as written, dates, formulas' values, gaps", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['नाम', 'Ward', 'Students', 'Born', 'Twice']);
    sheet.addRow(['सरस्वती आधारभूत विद्यालय', 4, 180.5, new Date(Date.UTC(2024, 0, 15)), null]);
    sheet.getCell('E2').value = { formula: 'B2*2', result: 8 };
    sheet.getCell('A4').value = 'Left a row empty';
    sheet.getCell('C4').value = 12;
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await readTable(bytes)).toEqual([
      ['नाम', 'Ward', 'Students', 'Born', 'Twice'],
      // A date cell is its day number, which the date columns read as an AD date.
      ['सरस्वती आधारभूत विद्यालय', '4', '180.5', '45306', '8'],
      ['Left a row empty', '', '12', '', ''],
    ]);
  });

  it('reads the first tab of the workbook, not the lowest-numbered sheet file', async () => {
    const bytes = workbook([
      {
        name: 'FCHVs',
        file: 'sheet2.xml',
        xml: sheetXml(`<row r="1">${inline('A1', 'FIRST TAB')}</row>`),
      },
      {
        name: 'Old',
        file: 'sheet1.xml',
        xml: sheetXml(`<row r="1">${inline('A1', 'OLD SHEET ROW')}</row>`),
      },
    ]);
    expect(await readTable(bytes)).toEqual([['FIRST TAB']]);
  });

  it('takes LF rows, a byte-order mark and a last line without its end', () => {
    expect(parseCsv('\uFEFFa,b\n1,"x,y"\n\n2,3')).toEqual([
      ['a', 'b'],
      ['1', 'x,y'],
      ['2', '3'],
    ]);
  });
});

describe('the limits of a file, each refused by name', () => {
  it('refuses a row index of 4,000,000,000 as more than 5,000 rows, before reading it', async () => {
    const bytes = workbook([
      {
        name: 'Sheet1',
        file: 'sheet1.xml',
        xml: sheetXml(`<row r="4000000000">${inline('A4000000000', 'x')}</row>`),
      },
    ]);
    expect(bytes.length).toBeLessThan(2000);
    expect(await refusal(bytes)).toEqual({ reason: 'rows' });
  });

  it('refuses a column far to the right', async () => {
    const bytes = workbook([
      {
        name: 'Sheet1',
        file: 'sheet1.xml',
        xml: sheetXml(`<row r="1">${inline('XFD1', 'x')}</row>`),
      },
    ]);
    expect(await refusal(bytes)).toEqual({ reason: 'columns' });
  });

  it('refuses a small file that unpacks to more than 100 MB (a zip bomb)', async () => {
    const bomb = zipOfDeflated('xl/worksheets/sheet1.xml', 101 * MEGABYTE);
    expect(bomb.length).toBeLessThan(MEGABYTE);
    expect(await refusal(bomb)).toEqual({ reason: 'unpackedSize' });
  });

  it('refuses more than 5,000 rows, counted, in a CSV and in an Excel file', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => [`Row ${i + 1}`, String(i)]);
    expect(await refusal(await bytesOf(toCsv(['Name', 'Code'], rows)))).toEqual({
      reason: 'rows',
      count: 5001,
    });
    expect(await refusal(await bytesOf(await toXlsx('Rows', ['Name', 'Code'], rows)))).toEqual({
      reason: 'rows',
    });
    // 5,000 rows under the header are one import.
    expect(await readTable(await bytesOf(toCsv(['Name', 'Code'], rows.slice(1))))).toHaveLength(
      5001,
    );
  });

  it('names a file that is not a spreadsheet: a PDF, a zip of something else, an old .xls', async () => {
    const pdf = new Uint8Array([...strToU8('%PDF-1.4\n'), 0, 0, 1, 2, ...strToU8('%%EOF')]);
    expect(await refusal(pdf)).toEqual({ reason: 'notSpreadsheet' });
    const zip = zipSync({ 'word/document.xml': strToU8('<document/>') });
    expect(await refusal(zip)).toEqual({ reason: 'notSpreadsheet' });
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(xls)).toEqual({ reason: 'notSpreadsheet' });
    expect(await refusal(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toEqual({
      reason: 'notSpreadsheet',
    });
  });
});
