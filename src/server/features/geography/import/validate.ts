import type { CsvRecord } from './csv';
import type { GeographyFiles, Problem } from './read-folder';

export const NATIONAL_COUNTS = { provinces: 7, districts: 77, palikas: 753, wards: 6743 };
const TYPES = ['metropolitan', 'sub_metropolitan', 'municipality', 'rural_municipality'];
const DEVANAGARI = /^[\u0900-\u097F\s().-]+$/;
const LATIN = /^[A-Za-z][A-Za-z\s().'-]*$/;

type Check = (record: CsvRecord, say: (message: string) => void) => void;

function each(file: string, records: CsvRecord[], problems: Problem[], check: Check) {
  for (const record of records)
    check(record, (message) => problems.push({ file, line: record.line, message }));
}

function unique(file: string, records: CsvRecord[], column: string, problems: Problem[]) {
  const seen = new Map<string, number>();
  each(file, records, problems, (r, say) => {
    const value = r.values[column];
    if (value && seen.has(value)) say(`${column} ${value} repeats line ${seen.get(value)}`);
    else if (value) seen.set(value, r.line);
  });
}

function names(r: CsvRecord, say: (message: string) => void) {
  if (!LATIN.test(r.values.name_en ?? ''))
    say(`name_en "${r.values.name_en}" is not an English name`);
  if (!DEVANAGARI.test(r.values.name_ne ?? ''))
    say(`name_ne "${r.values.name_ne}" is not Devanagari`);
}

function count(file: string, records: CsvRecord[], expected: number, problems: Problem[]) {
  if (records.length !== expected)
    problems.push({ file, message: `${records.length} rows; the nation has ${expected}` });
}

/** Every problem of the data set, each with its file and line; an empty list means it may be written. */
export function validateGeography(files: GeographyFiles): Problem[] {
  const problems: Problem[] = [];
  const { provinces, districts, palikas, wards } = files;
  count('provinces.csv', provinces, NATIONAL_COUNTS.provinces, problems);
  count('districts.csv', districts, NATIONAL_COUNTS.districts, problems);
  count('palikas.csv', palikas, NATIONAL_COUNTS.palikas, problems);
  count('wards.csv', wards, NATIONAL_COUNTS.wards, problems);
  for (const [file, records] of [
    ['provinces.csv', provinces],
    ['districts.csv', districts],
    ['palikas.csv', palikas],
    ['wards.csv', wards],
  ] as const) {
    unique(file, records, 'id', problems);
    unique(file, records, 'code', problems);
  }
  const provinceCode = new Map(provinces.map((r) => [r.values.id, r.values.code]));
  const districtCode = new Map(districts.map((r) => [r.values.id, r.values.code]));
  const palikaById = new Map(palikas.map((r) => [r.values.id, r.values]));

  each('provinces.csv', provinces, problems, (r, say) => {
    if (!/^[1-7]$/.test(r.values.code)) say(`code "${r.values.code}" is not a province number 1–7`);
    names(r, say);
  });
  each('districts.csv', districts, problems, (r, say) => {
    const parent = provinceCode.get(r.values.province_id);
    if (parent === undefined) say(`province_id ${r.values.province_id} is no province`);
    else if (!new RegExp(`^${parent}\\d{2}$`).test(r.values.code))
      say(`code "${r.values.code}" does not extend its province's code ${parent}`);
    names(r, say);
  });
  each('palikas.csv', palikas, problems, (r, say) => {
    const parent = districtCode.get(r.values.district_id);
    if (parent === undefined) say(`district_id ${r.values.district_id} is no district`);
    else if (!new RegExp(`^${parent}\\d{2}$`).test(r.values.code))
      say(`code "${r.values.code}" does not extend its district's code ${parent}`);
    if (!TYPES.includes(r.values.type))
      say(`type "${r.values.type}" is not one of ${TYPES.join(', ')}`);
    if (!/^[1-9]\d*$/.test(r.values.ward_count))
      say(`ward_count "${r.values.ward_count}" is not a positive whole number`);
    names(r, say);
  });
  const wardNumbers = new Map<string, number[]>();
  each('wards.csv', wards, problems, (r, say) => {
    const palika = palikaById.get(r.values.palika_id);
    if (!palika) return say(`palika_id ${r.values.palika_id} is no palika`);
    const number = Number(r.values.ward_number);
    if (!Number.isInteger(number) || number < 1 || number > Number(palika.ward_count))
      say(`ward_number ${r.values.ward_number} is outside 1–${palika.ward_count}`);
    const expected = `${palika.code}${String(number).padStart(2, '0')}`;
    if (r.values.code && r.values.code !== expected)
      say(`code "${r.values.code}" should be ${expected}`);
    wardNumbers.set(r.values.palika_id, [...(wardNumbers.get(r.values.palika_id) ?? []), number]);
  });
  each('palikas.csv', palikas, problems, (r, say) => {
    const found = new Set(wardNumbers.get(r.values.id) ?? []);
    if (/^[1-9]\d*$/.test(r.values.ward_count) && found.size !== Number(r.values.ward_count))
      say(`has ${found.size} distinct wards in wards.csv; ward_count says ${r.values.ward_count}`);
  });
  return problems;
}
