/**
 * Tables written as files people open in Excel or LibreOffice: CSV (UTF-8 with a byte-order mark,
 * so Excel reads Devanagari) and XLSX (a minimal Office Open XML workbook, stored without
 * compression). No library: the formats are small, and this code loads only when someone exports.
 */
export type Cell = string | number | null;

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
 * Nor can XML hold U+FFFE, U+FFFF or half of a surrogate pair (the `u` flag matches a lone half
 * only, never an emoji's pair). The API refuses them now (issue 37 §2), but a text stored before may
 * hold one, and one such character made the whole workbook unreadable: each is written U+FFFD.
 */
const XML_NOT_CHARACTERS = /[\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const escapeXml = (text: string) =>
  text
    .replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)
    .replace(XML_FORBIDDEN, '')
    .replace(XML_NOT_CHARACTERS, '\uFFFD')
    // A reader turns a raw carriage return into a line feed (XML line-end normalisation).
    .replace(/\r/g, '&#13;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(rows: Cell[][]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (value === null || value === '') return '';
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          // Text is always an inline string, never a formula (`<f>`): `=1+1` shows as written.
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive of the given files, stored (method 0), names in UTF-8. */
export function zipStored(files: { name: string; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = encoder.encode(file.name);
    const crc = crc32(file.data);
    const local = new DataView(new ArrayBuffer(30));
    [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [6, 0x0800, 2],
      [8, 0, 2],
      [10, 0, 2],
      [12, 0x21, 2],
      [14, crc, 4],
      [18, file.data.length, 4],
      [22, file.data.length, 4],
      [26, name.length, 2],
      [28, 0, 2],
    ].forEach(([at, value, size]) =>
      size === 4 ? local.setUint32(at, value, true) : local.setUint16(at, value, true),
    );
    const entry = new DataView(new ArrayBuffer(46));
    [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [8, 0x0800, 2],
      [10, 0, 2],
      [12, 0, 2],
      [14, 0x21, 2],
      [16, crc, 4],
      [20, file.data.length, 4],
      [24, file.data.length, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ].forEach(([at, value, size]) =>
      size === 4 ? entry.setUint32(at, value, true) : entry.setUint16(at, value, true),
    );
    parts.push(new Uint8Array(local.buffer), name, file.data);
    central.push(new Uint8Array(entry.buffer), name);
    offset += 30 + name.length + file.data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  [
    [0, 0x06054b50, 4],
    [8, files.length, 2],
    [10, files.length, 2],
    [12, centralSize, 4],
    [16, offset, 4],
  ].forEach(([at, value, size]) =>
    size === 4 ? end.setUint32(at, value, true) : end.setUint16(at, value, true),
  );
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function toXlsx(sheetName: string, header: string[], rows: Cell[][]): Blob {
  const encoder = new TextEncoder();
  const xml = (text: string) =>
    encoder.encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  const files = [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: encoder.encode(sheetXml([header, ...rows])) },
  ];
  return new Blob([zipStored(files)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
