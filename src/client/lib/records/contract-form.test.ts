import { describe, expect, it } from 'vitest';
import { contractForm, storedFields } from './contract-form';
import { fieldTable, inView } from './field-table';

describe("a form derived from the contract's description of its schema", () => {
  const form = contractForm('HealthFacilityUpdate', ['palikaId', 'catchmentWards']);

  it('starts with nothing typed and no code chosen, the version and own fields left to the kind', () => {
    const empty = form.empty();
    expect(empty).toMatchObject({ nameNe: '', beds: '', insuranceFirstPoint: '', services: [] });
    expect(Object.keys(empty)).not.toContain('version');
    expect(Object.keys(empty)).not.toContain('palikaId');
  });

  it('holds a stored record as text and sends it back by its types', () => {
    const values = form.valuesOf({
      nameNe: 'स्वास्थ्य चौकी',
      hmisCode: null,
      beds: 15,
      insuranceFirstPoint: false,
      services: ['lab'],
      latitude: 26.5,
    });
    expect(values).toMatchObject({ hmisCode: '', beds: '15', insuranceFirstPoint: 'false' });
    expect(
      form.bodyOf({ ...values, nameNe: ' स्वास्थ्य चौकी ', beds: '१२', email: ' ', wardNo: '४' }),
    ).toMatchObject({
      nameNe: 'स्वास्थ्य चौकी',
      hmisCode: null,
      email: null,
      beds: 12,
      wardNo: 4,
      insuranceFirstPoint: false,
      services: ['lab'],
      latitude: 26.5,
    });
  });
});

describe("a stored record's fields sent back as they are", () => {
  it('gives every field of the schema but the version, none for what the record lacks', () => {
    const stored = storedFields('TargetUpdate', {
      total: 110,
      notes: 'kept',
      version: 3,
      extra: 1,
    });
    expect(stored).toMatchObject({ total: 110, notes: 'kept', periodT1: null, source: null });
    expect(Object.keys(stored)).toEqual(Object.keys(storedFields('TargetUpdate')));
    expect(Object.keys(stored)).not.toContain('version');
    expect(Object.keys(stored)).not.toContain('extra');
    expect(Object.values(storedFields('TargetUpdate')).every((value) => value === null)).toBe(true);
  });
});

describe("a kind's field table", () => {
  const table = fieldTable('SchoolUpdate', 'school', [
    { field: 'iemisCode', details: { after: 'nameEn' } },
    { field: 'nameNe' },
    { field: 'nameEn' },
    { field: 'levels', list: 'schoolLevel', details: false },
  ]);

  const listed = (f: { field: string }) =>
    ['iemisCode', 'nameNe', 'nameEn', 'levels'].includes(f.field);

  it('reads types, codes and what a new record must give from the contract', () => {
    expect(table.filter(listed).map((f) => [f.label, f.required, f.codes?.[0] ?? null])).toEqual([
      ['school.field.iemisCode', true, null],
      ['school.field.nameNe', true, null],
      ['school.field.nameEn', false, null],
      ['school.field.levels', true, 'eced'],
    ]);
  });

  it("puts a view's fields in its order: those left out dropped, those placed after theirs", () => {
    expect(
      inView(table, 'details')
        .filter(listed)
        .map((f) => f.field),
    ).toEqual(['nameNe', 'nameEn', 'iemisCode']);
    expect(
      inView(table, 'import')
        .filter(listed)
        .map((f) => f.field),
    ).toEqual(['iemisCode', 'nameNe', 'nameEn', 'levels']);
  });

  it('holds every field of the schema it does not name, after the one the contract puts before it', () => {
    const fields = table.map((f) => f.field);
    expect(fields.slice(0, 8)).toEqual([
      'iemisCode',
      'nameNe',
      'nameEn',
      'schoolType',
      'institutionalForm',
      'religiousKind',
      'levels',
      'specialEducation',
    ]);
    expect(fields).not.toContain('version');
    expect(fields.at(-1)).toBe('wardNo');
    const phone = table.find((f) => f.field === 'headTeacherPhone');
    expect([phone?.label, phone?.show]).toEqual(['school.field.headTeacherPhone', 'phone']);
  });
});
