import { describe, expect, it } from 'vitest';
import { columnsOf, contractFields, recordOf } from './contract-fields';

const META = {
  version: 2,
  created_at: '2026-11-01T05:00:00.000Z',
  created_by_name: 'sarita',
  updated_at: '2026-11-02T05:00:00.000Z',
  updated_by_name: null,
  deleted_at: null,
  delete_reason: null,
};

describe("a kind's fields read from the contract", () => {
  it('names each column by the mechanical rename, but where renamed, and leaves the kit its own fields', () => {
    const columns = columnsOf('TargetCreate', {
      except: ['provinceId', 'districtId', 'palikaId', 'batchId'],
      rename: { baselineFiscalYear: 'baseline_fy' },
    });
    expect(columns.map((c) => [c.field, c.column])).toContainEqual(['periodT1', 'period_t1']);
    expect(columns.map((c) => [c.field, c.column])).toContainEqual([
      'baselineFiscalYear',
      'baseline_fy',
    ]);
    expect(columns.map((c) => c.field)).not.toContain('_id');
    expect(columns.map((c) => c.field)).not.toContain('palikaId');
    expect(columnsOf('WardProfileUpdate').map((c) => c.field)).not.toContain('version');
  });

  it('stores JSON fields as JSON text and knows a field by its type, format and nullability', () => {
    const batch = columnsOf('BatchCreate', { except: ['members'] });
    expect(batch.filter((c) => c.json).map((c) => c.field)).toEqual(['phaseSchedule', 'costShare']);
    const shapes = Object.fromEntries(
      contractFields('Fchv').map((f) => [f.field, [f.shape, f.nullable]]),
    );
    expect(shapes.birthDate).toEqual(['date', false]);
    expect(shapes.selectedOn).toEqual(['date', true]);
    expect(shapes.catchmentHouseholds).toEqual(['number', true]);
    expect(shapes.basicTrainingCompleted).toEqual(['boolean', false]);
    expect(shapes.palika).toEqual(['reference', false]);
  });

  it("answers a row as the record's schema says: ISO days, numbers from numeric text, lists, JSON", () => {
    const read = recordOf('ActivityValue', {
      activity: (row) => ({ code: row.a_code }) as never,
      palika: () => ({ _id: 1, code: null, name: 'Bheri', nameNe: 'भेरी' }),
    });
    const value = read({
      id: 'v1',
      palika_id: 7,
      activity_id: 'a1',
      // PGlite reads a date as a Date at UTC midnight; PostgreSQL's driver as text.
      record_date: new Date('2083-04-05T00:00:00.000Z'),
      achieved_output: '12.50',
      expenditure_npr: null,
      participants_male: 3,
      participants_female: undefined,
      ward_no: null,
      attributes: '{"a":1}',
      notes: null,
      fiscal_year: 2083,
      trimester: 1,
      a_code: '1.1',
      ...META,
    }) as Record<string, unknown>;
    expect(value).toMatchObject({
      _id: 'v1',
      recordDate: '2083-04-05',
      achievedOutput: 12.5,
      expenditureNpr: null,
      participantsFemale: null,
      attributes: { a: 1 },
      activity: { code: '1.1' },
      version: 2,
      createdBy: 'sarita',
    });
    expect(read({ ...META, record_date: '2083-04-06', attributes: { b: 2 } })).toMatchObject({
      recordDate: '2083-04-06',
      attributes: { b: 2 },
    });
  });

  it('refuses, when a kind is declared, a joined field it gives no reader for', () => {
    expect(() => recordOf('School', {})).toThrow(/palika, district/);
  });
});
