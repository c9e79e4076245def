import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv, toWorkbook, toXlsx } from './table-file';

/** The parts of an XLSX file (a zip), as text. */
async function parts(file: Promise<Blob>): Promise<Record<string, string>> {
  const entries = unzipSync(new Uint8Array(await (await file).arrayBuffer()));
  const decoder = new TextDecoder();
  return Object.fromEntries(
    Object.entries(entries).map(([name, data]) => [name, decoder.decode(data)]),
  );
}

/** The texts of the shared-string table, in order (what a `t="s"` cell's `<v>` indexes). */
const sharedStrings = (xml: string) =>
  [...xml.matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map((match) => match[1]);

describe('table files', () => {
  it('CSV starts with a byte-order mark and quotes what the CSV grammar needs', async () => {
    const text = await toCsv(
      ['नाम', 'Note'],
      [
        ['राम, थापा', 'plain'],
        ['Sita "S"', null],
      ],
    ).text();
    expect(text).toBe('\uFEFFनाम,Note\r\n"राम, थापा",plain\r\n"Sita ""S""",\r\n');
  });

  it('CSV writes every text a spreadsheet would evaluate with a leading apostrophe, the header too', async () => {
    const hostile = [
      '=HYPERLINK("http://x.example","click")',
      '=1+1',
      '+977',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      '=1,2',
    ];
    const text = await toCsv(
      ['=Name'],
      hostile.map((cell) => [cell]),
    ).text();
    expect(text).toBe(
      '\uFEFF\'=Name\r\n"\'=HYPERLINK(""http://x.example"",""click"")"\r\n\'=1+1\r\n\'+977\r\n\'-2+3\r\n\'@SUM(A1)\r\n\'\t=1+1\r\n"\'\r=1+1"\r\n"\'=1,2"\r\n',
    );
    // Numbers are numbers, not text: a negative amount stays a number; a sign inside a text is harmless.
    expect(await toCsv(['Cost'], [[-250], ['a=b']]).text()).toBe('\uFEFFCost\r\n-250\r\na=b\r\n');
  });

  it('XLSX writes a formula-like text as a string cell, never as a formula', async () => {
    const files = await parts(toXlsx('Persons', ['=Name'], [['=1+1'], ['@SUM(A1)'], [-5]]));
    const sheet = files['xl/worksheets/sheet1.xml'];
    const strings = sharedStrings(files['xl/sharedStrings.xml']);
    const text = (ref: string) => {
      const index = new RegExp(`<c r="${ref}"[^>]* t="s"[^>]*><v>(\\d+)</v></c>`).exec(sheet)?.[1];
      return index === undefined ? undefined : strings[Number(index)];
    };
    expect([text('A1'), text('A2'), text('A3')]).toEqual(['=Name', '=1+1', '@SUM(A1)']);
    expect(sheet).toMatch(/<c r="A4"[^>]*><v>-5<\/v><\/c>/);
    expect(sheet).not.toContain('<f>');
  });

  it('XLSX is a zip whose sheet holds every row with Devanagari intact', async () => {
    const files = await parts(
      toXlsx(
        'Persons',
        ['नाम', 'Age'],
        [
          ['सीता <कुमारी>', 36],
          ['Ram', null],
        ],
      ),
    );
    expect(files['xl/workbook.xml']).toMatch(/<sheet [^>]*name="Persons"\/>/);
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(sharedStrings(files['xl/sharedStrings.xml'])).toEqual([
      'नाम',
      'Age',
      'सीता &lt;कुमारी&gt;',
      'Ram',
    ]);
    expect(sheet).toMatch(/<c r="B2"[^>]*><v>36<\/v><\/c>/);
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });

  it('XLSX workbooks hold several sheets, merged header cells, column widths and dates', async () => {
    const files = await parts(
      toWorkbook([
        {
          name: 'Summary: 2081/82?',
          groups: [[{ text: 'Persons', span: 2 }, { text: 'Money' }]],
          header: ['Name', 'Born (AD)', 'Cost'],
          rows: [['Sita', new Date(Date.UTC(2000, 0, 2)), 1500]],
          widths: [30, 12],
        },
        { name: 'Detail', header: ['Name'], rows: [] },
      ]),
    );
    expect(files['xl/workbook.xml']).toMatch(
      /<sheet [^>]*name="Summary 2081 82"\/><sheet [^>]*name="Detail"\/>/,
    );
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<mergeCell ref="A1:B1"/>');
    expect(sheet).toMatch(/<col [^>]*width="30"/);
    // 2 January 2000 is day 36527 of the 1900 system, with a date format.
    expect(sheet).toMatch(/<c r="B3" s="\d+"><v>36527<\/v><\/c>/);
    expect(files['xl/styles.xml']).toContain('formatCode="yyyy-mm-dd"');
    expect(files['xl/worksheets/sheet2.xml']).toContain('<c r="A1"');
  });
});
