/**
 * Reading the tables people keep in Excel or LibreOffice: CSV (UTF-8, with or without a byte-order
 * mark) and XLSX (its first sheet). No library: a zip's entries are inflated by the browser's own
 * DecompressionStream and the sheet's XML read by its DOMParser. Loaded only by an import.
 */
export type Table = string[][];

/** A formula-safe cell of our own export (`'=SUM`) reads back as written (`=SUM`). */
const unguarded = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** RFC 4180 CSV: quoted fields with doubled quotes and line breaks, CRLF or LF rows. */
export function parseCsv(text: string): Table {
  const rows: Table = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(unguarded(cell));
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(unguarded(cell));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, unguarded(cell)]);
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/** The files of a zip archive by name (stored or deflated entries). */
async function unzip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    files.set(name, method === 0 ? data : await inflate(data));
    at += 46 + nameLength + skip;
  }
  return files;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(data as BodyInit).body!.pipeThrough(
    new DecompressionStream('deflate-raw'),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const xml = (bytes: Uint8Array | undefined) =>
  bytes && new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml');

/** `AB12` → column 27 (from 0). */
const columnOf = (ref: string) =>
  [...ref.replace(/\d+$/, '')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The first sheet of an XLSX workbook as text cells. */
export async function parseXlsx(bytes: Uint8Array): Promise<Table> {
  const files = await unzip(bytes);
  const shared = [
    ...(xml(files.get('xl/sharedStrings.xml'))?.getElementsByTagName('si') ?? []),
  ].map((si) => [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''));
  const sheetName = [...files.keys()]
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort()[0];
  const sheet = xml(files.get(sheetName));
  if (!sheet) throw new Error('no sheet');
  const rows: Table = [];
  for (const row of sheet.getElementsByTagName('row')) {
    const cells: string[] = [];
    for (const c of row.getElementsByTagName('c')) {
      const type = c.getAttribute('t');
      const value = c.getElementsByTagName('v')[0]?.textContent ?? '';
      const text =
        type === 's'
          ? (shared[Number(value)] ?? '')
          : type === 'inlineStr'
            ? [...c.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
            : value;
      cells[columnOf(c.getAttribute('r') ?? 'A')] = text;
    }
    rows[Number(row.getAttribute('r') ?? rows.length + 1) - 1] = Array.from(cells, (v) => v ?? '');
  }
  return Array.from(rows, (r) => r ?? []).filter((r) => r.some((v) => v.trim() !== ''));
}

/** A chosen file as a table: XLSX by its zip signature, otherwise CSV text. */
export async function readTableFile(file: Blob): Promise<Table> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  return zip ? parseXlsx(bytes) : parseCsv(new TextDecoder().decode(bytes));
}
