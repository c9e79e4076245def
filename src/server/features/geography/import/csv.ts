/** One CSV record with the line it started on (for error messages). */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      if (c === '\n') line++;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((v) => v !== '')) rows.push({ line: rowLine, cells });
  const [head, ...body] = rows;
  const header = (head?.cells ?? []).map((h) => h.trim().replace(/^\uFEFF/, ''));
  return {
    header,
    records: body.map(({ line: at, cells: values }) => ({
      line: at,
      values: Object.fromEntries(header.map((h, i) => [h, (values[i] ?? '').trim()])),
    })),
  };
}
