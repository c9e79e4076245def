import { describe, expect, it } from 'vitest';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { MESSAGES } from '@/client/lib/all-messages';
import { importColumnsOf } from '@/client/lib/records/field-views';
import { dateColumn, readRows } from './import-columns';

const SCHOOL_IMPORT_COLUMNS = importColumnsOf(SCHOOL_FIELDS);

const messages = [MESSAGES.en, MESSAGES.np];

describe("reading a school list's rows", () => {
  it('matches headings in either language and reads codes, labels and lists in either', () => {
    const read = readRows(
      [
        [
          'IEMIS code',
          'नेपालीमा नाम',
          'Ward',
          'प्रकार',
          'Levels taught',
          'Academic year (BS)',
          'Children with disabilities: Hearing, girls',
          'Fax',
        ],
        ['101', 'श्री जनता मावि', '४', 'सामुदायिक', 'Basic, grades 1–5; basic_6_8', '2082', '3', 'x'],
        ['102', 'श्री सरस्वती आधारभूत', '2', 'institutional', 'आधारभूत (कक्षा १–५)', '२०८२', '', ''],
      ],
      SCHOOL_IMPORT_COLUMNS,
      messages,
    );
    expect(read.missing).toEqual([]);
    expect(read.unknown).toEqual(['Fax']);
    expect(read.problems).toEqual([]);
    expect(read.rows[0]).toEqual({
      sheetRow: 2,
      values: {
        iemisCode: '101',
        nameNe: 'श्री जनता मावि',
        wardNo: 4,
        schoolType: 'community',
        levels: ['basic_1_5', 'basic_6_8'],
        academicYearBs: 2082,
        'cwdEnrolled.hearing.female': 3,
      },
    });
    expect(read.rows[1].values).toMatchObject({
      schoolType: 'institutional',
      academicYearBs: 2082,
    });
  });

  it('names each unreadable or empty required cell by its row, and the columns missing', () => {
    const read = readRows(
      [
        ['IEMIS code', 'Name in Nepali', 'Ward', 'Type'],
        ['', 'श्री जनता मावि', 'four', 'boarding'],
      ],
      SCHOOL_IMPORT_COLUMNS,
      messages,
    );
    expect(read.problems).toEqual([
      { sheetRow: 2, field: 'iemisCode', code: 'required' },
      { sheetRow: 2, field: 'wardNo', code: 'invalidValue' },
      { sheetRow: 2, field: 'schoolType', code: 'invalidValue' },
    ]);
    expect(read.missing.map((c) => c.field)).toEqual(['levels', 'academicYearBs']);
  });

  it('reads a date in Bikram Sambat, in either script, or an Excel date cell, as the AD date', () => {
    const date = dateColumn('birthDate', 'fchv.import.birthDate');
    expect(date.read('2083-08-09', messages)).toEqual({ value: '2026-11-25' });
    expect(date.read('२०८३/८/९', messages)).toEqual({ value: '2026-11-25' });
    expect(date.read('46351', messages)).toEqual({ value: '2026-11-25' });
    expect(date.read('2083-13-01', messages)).toEqual({ error: 'invalidValue' });
    expect(date.read('', messages)).toEqual({ value: null });
  });
});
