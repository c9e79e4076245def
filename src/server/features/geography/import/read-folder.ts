import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CsvRecord, parseCsv } from './csv';

export const FILES = {
  provinces: { file: 'provinces.csv', columns: ['id', 'code', 'name_en', 'name_ne'] },
  districts: {
    file: 'districts.csv',
    columns: ['id', 'code', 'province_id', 'name_en', 'name_ne'],
  },
  palikas: {
    file: 'palikas.csv',
    columns: ['id', 'code', 'district_id', 'name_en', 'name_ne', 'type', 'ward_count'],
  },
  wards: { file: 'wards.csv', columns: ['id', 'palika_id', 'ward_number', 'code'] },
} as const;

export type Level = keyof typeof FILES;
export type GeographyFiles = Record<Level, CsvRecord[]>;

export interface Problem {
  file: string;
  line?: number;
  message: string;
}

/** Reads the four CSV files of the official data set (see ../shared/data/geography/README.md). */
export function readGeographyFolder(folder: string): {
  files: GeographyFiles;
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const files = {} as GeographyFiles;
  for (const [level, { file, columns }] of Object.entries(FILES) as [
    Level,
    (typeof FILES)[Level],
  ][]) {
    let text = '';
    try {
      text = readFileSync(path.join(folder, file), 'utf8');
    } catch {
      problems.push({ file, message: 'file is missing or unreadable' });
    }
    const { header, records } = parseCsv(text);
    const missing = text ? columns.filter((c) => !header.includes(c)) : [];
    if (missing.length)
      problems.push({ file, line: 1, message: `missing columns: ${missing.join(', ')}` });
    files[level] = records;
  }
  return { files, problems };
}
