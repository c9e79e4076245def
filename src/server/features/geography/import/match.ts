import type { CsvRecord } from './csv';

export interface PlaceRow {
  id: number;
  parent_id: number | null;
  code: string | null;
  name_en: string;
  name_ne: string;
  name_en_alt: string | null;
  name_ne_alt: string | null;
}

const latinKey = (name: string | null | undefined) =>
  (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
const devanagariKey = (name: string | null | undefined) =>
  (name ?? '').replace(/[\s\u200B-\u200D]/g, '');

function sameName(row: PlaceRow, values: Record<string, string>): boolean {
  const ours = [row.name_en, row.name_en_alt].map(latinKey).filter(Boolean);
  const theirs = [values.name_en, values.name_en_alt].map(latinKey).filter(Boolean);
  if (ours.some((name) => theirs.includes(name))) return true;
  const oursNe = [row.name_ne, row.name_ne_alt].map(devanagariKey).filter(Boolean);
  const theirsNe = [values.name_ne, values.name_ne_alt].map(devanagariKey).filter(Boolean);
  return oursNe.some((name) => theirsNe.includes(name));
}

/**
 * Pairs each incoming record with the existing row it describes, within the matched parent: by code,
 * else by any English or Nepali spelling. Each existing row is used once. Unpaired records are new.
 */
export function matchRows(
  records: CsvRecord[],
  rows: PlaceRow[],
  parentOf: (record: CsvRecord) => number | null,
): Map<CsvRecord, PlaceRow | undefined> {
  const used = new Set<number>();
  const result = new Map<CsvRecord, PlaceRow | undefined>();
  const pick = (record: CsvRecord, test: (row: PlaceRow) => boolean) => {
    const parent = parentOf(record);
    const found = rows.find(
      (row) => !used.has(row.id) && (parent === null || row.parent_id === parent) && test(row),
    );
    if (found) used.add(found.id);
    return found;
  };
  for (const record of records)
    result.set(
      record,
      pick(record, (row) => row.code !== null && row.code === record.values.code),
    );
  for (const record of records) {
    if (!result.get(record))
      result.set(
        record,
        pick(record, (row) => sameName(row, record.values)),
      );
  }
  return result;
}
