import { describe, expect, it } from 'vitest';
import { crc32, toCsv, toXlsx } from './table-file';

/** The entries of a stored zip, read from its local headers. */
function unzipStored(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer);
  const files: Record<string, string> = {};
  const decoder = new TextDecoder();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const name = decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const data = bytes.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    expect(crc32(data)).toBe(view.getUint32(at + 14, true));
    files[name] = decoder.decode(data);
    at += 30 + nameLength + size;
  }
  return files;
}

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

  it('XLSX writes a formula-like text as an inline string, never as a formula', async () => {
    const bytes = new Uint8Array(
      await toXlsx('Persons', ['=Name'], [['=1+1'], ['@SUM(A1)'], [-5]]).arrayBuffer(),
    );
    const sheet = unzipStored(bytes)['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain(
      '<c r="A1" t="inlineStr"><is><t xml:space="preserve">=Name</t></is></c>',
    );
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c>',
    );
    expect(sheet).toContain(
      '<c r="A3" t="inlineStr"><is><t xml:space="preserve">@SUM(A1)</t></is></c>',
    );
    expect(sheet).toContain('<c r="A4"><v>-5</v></c>');
    expect(sheet).not.toContain('<f>');
  });

  it('XLSX is a zip whose sheet holds every row with Devanagari intact', async () => {
    const bytes = new Uint8Array(
      await toXlsx(
        'Persons',
        ['नाम', 'Age'],
        [
          ['सीता <कुमारी>', 36],
          ['Ram', null],
        ],
      ).arrayBuffer(),
    );
    const files = unzipStored(bytes);
    expect(Object.keys(files)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">नाम</t></is></c>');
    expect(sheet).toContain('<t xml:space="preserve">सीता &lt;कुमारी&gt;</t>');
    expect(sheet).toContain('<c r="B2"><v>36</v></c>');
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });

  it('crc32 matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
