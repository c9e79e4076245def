import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTable } from '@/client/lib/spreadsheet-read';
import { toWorkbook } from '@/client/lib/table-file';

/**
 * Our spreadsheets read by a program we did not write: LibreOffice Calc, headless (Debian's
 * libreoffice-calc-nogui, which scripts/test-all.sh installs; docs/decisions/0054). A workbook our
 * writer made is saved by LibreOffice as one CSV per sheet, every text cell quoted, so that each
 * cell shows what Calc took it for: a quoted text, or a bare number or date. And a workbook Calc
 * made from a CSV (shared strings, a date cell) is read by our import reader.
 *
 * Without soffice this test fails; it is never skipped.
 */
const SOFFICE = process.env.SOFFICE_PATH ?? 'soffice';
/**
 * The CSV filter's options: comma, double quote, UTF-8, from line 1, no column formats, the default
 * language, quote every text cell, detect special numbers (import), values not as shown, no
 * formulas, no trimming, and `-1`: every sheet to its own file, named `<file>-<sheet>.csv`.
 */
const CSV_EXPORT = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false,false,false,-1';
const CSV_IMPORT = 'Text - txt - csv (StarCalc):44,34,76,1,,0,false,true';

let dir: string;

/** Runs soffice with a profile of its own (a first start writes one; two runs must not share it). */
function soffice(args: string[]) {
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless',
      ...args,
    ],
    { cwd: dir, stdio: 'pipe', timeout: 50_000 },
  );
}

/** A CSV's cells, each with whether it was quoted (a text) or bare (a number, a date, empty). */
function csvCells(text: string): { value: string; quoted: boolean }[][] {
  const rows: { value: string; quoted: boolean }[][] = [];
  let row: { value: string; quoted: boolean }[] = [];
  let at = 0;
  while (at < text.length) {
    let value = '';
    let quoted = false;
    if (text[at] === '"') {
      quoted = true;
      at++;
      for (;;) {
        const end = text.indexOf('"', at);
        value += text.slice(at, end);
        at = end + 1;
        if (text[at] !== '"') break;
        value += '"';
        at++;
      }
    } else {
      const end = text.slice(at).search(/[,\n]/);
      value = end < 0 ? text.slice(at) : text.slice(at, at + end);
      at += value.length;
    }
    row.push({ value, quoted });
    if (text[at] === ',') at++;
    else {
      rows.push(row);
      row = [];
      at++;
    }
  }
  return rows;
}

/** What a cell should read as: a text (quoted), or a bare number, date or empty cell. */
const text = (value: string) => ({ value, quoted: true });
const bare = (value: string) => ({ value, quoted: false });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xlsx-libreoffice-'));
  try {
    execFileSync(SOFFICE, ['--version'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `LibreOffice (soffice) is needed to read our spreadsheets: apt-get install libreoffice-calc-nogui (scripts/test-all.sh installs it). ${String(error)}`,
    );
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('our spreadsheets, read by LibreOffice', { timeout: 60_000 }, () => {
  it('reads every sheet cell by cell: texts as texts, numbers as numbers, the AD date as a date', async () => {
    const hostile = '=HYPERLINK("http://x.example","click")';
    const book = await toWorkbook([
      {
        name: 'Persons',
        groups: [
          [
            { text: 'व्यक्ति', span: 2 },
            { text: 'जन्म मिति / Born', span: 2 },
          ],
        ],
        header: ['नाम', 'Cost (NPR)', 'Born (BS)', 'Born (AD)'],
        rows: [
          ['सीता कुमारी थापा', 125000.5, '2057-09-18', new Date(Date.UTC(2001, 0, 2))],
          [hostile, -250, '2081-08-13', null],
          ['+977 9841000000', 0, null, null],
          ['\r=1+1', null, null, null],
        ],
        widths: [30, 12, 12, 12],
      },
      {
        name: 'पालिका',
        header: ['Palika', 'Persons'],
        rows: [
          ['काठमाडौं', 12],
          ['@SUM(A1)', 3],
          // Looks like the format's own escape of "A" (which Calc 7.4 would not decode; Excel and
          // exceljs would): kept as written.
          ['_x0041_ नमूना', 1],
        ],
      },
    ]);
    writeFileSync(path.join(dir, 'book.xlsx'), new Uint8Array(await book.arrayBuffer()));
    soffice(['--convert-to', CSV_EXPORT, '--outdir', path.join(dir, 'csv'), 'book.xlsx']);

    expect(readdirSync(path.join(dir, 'csv')).sort()).toEqual([
      'book-Persons.csv',
      'book-पालिका.csv',
    ]);
    const sheet = (name: string) =>
      csvCells(readFileSync(path.join(dir, 'csv', `book-${name}.csv`), 'utf8'));
    expect(sheet('Persons')).toEqual([
      // The merged cells: the group's text in its first cell, the cell it covers empty.
      [text('व्यक्ति'), bare(''), text('जन्म मिति / Born'), bare('')],
      [text('नाम'), text('Cost (NPR)'), text('Born (BS)'), text('Born (AD)')],
      [text('सीता कुमारी थापा'), bare('125000.5'), text('2057-09-18'), bare('2001-01-02')],
      // With formulas exported as results, a formula would show "click": it is the text as written.
      [text(hostile), bare('-250'), text('2081-08-13'), bare('')],
      [text('+977 9841000000'), bare('0'), bare(''), bare('')],
      [text('\r=1+1'), bare(''), bare(''), bare('')],
    ]);
    expect(sheet('पालिका')).toEqual([
      [text('Palika'), text('Persons')],
      [text('काठमाडौं'), bare('12')],
      [text('@SUM(A1)'), bare('3')],
      [text('_x0041_ नमूना'), bare('1')],
    ]);
  });

  it('makes an import file that our reader reads: shared strings, a number, a date as its day number', async () => {
    writeFileSync(
      path.join(dir, 'schools.csv'),
      'नाम,IEMIS code,Opened (AD),Students\nश्री जनता माध्यमिक विद्यालय,10101051,2024-04-14,312\n',
    );
    soffice([
      `--infilter=${CSV_IMPORT}`,
      '--convert-to',
      'xlsx',
      '--outdir',
      path.join(dir, 'xlsx'),
      'schools.csv',
    ]);
    const bytes = new Uint8Array(readFileSync(path.join(dir, 'xlsx', 'schools.xlsx')));
    // Calc writes texts as shared strings and the date as a number with a date format.
    const dayNumber = Date.UTC(2024, 3, 14) / 86_400_000 + 25_569;
    expect(await readTable(bytes)).toEqual([
      ['नाम', 'IEMIS code', 'Opened (AD)', 'Students'],
      ['श्री जनता माध्यमिक विद्यालय', '10101051', String(dayNumber), '312'],
    ]);
  });
});
