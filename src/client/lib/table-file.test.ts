import { describe, expect, it } from 'vitest';
import { crc32, toCsv, toXlsx } from './table-file';

/** The entries of a stored zip, read from its local headers. */
function unzipStored(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer);
  const files: Record<string, string> = {};
  const decoder = new TextDecoder();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50; ) {
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
  it('CSV starts with a byte-order mark, quotes what needs it and defuses formulas', async () => {
    const text = await toCsv(['नाम', 'Note'], [['राम, थापा', '=1+1'], ['Sita "S"', null]]).text();
    expect(text).toBe('\uFEFFनाम,Note\r\n"राम, थापा","=1+1"\r\n"Sita ""S""",\r\n');
  });

  it('XLSX is a zip whose sheet holds every row with Devanagari intact', async () => {
    const bytes = new Uint8Array(await toXlsx('Persons', ['नाम', 'Age'], [['सीता <कुमारी>', 36], ['Ram', null]]).arrayBuffer());
    const files = unzipStored(bytes);
    expect(Object.keys(files)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
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
