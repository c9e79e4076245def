import { describe, expect, it } from 'vitest';
import { type AttributeRule, aggregate, attributeProblems, countKeys } from './attribute-rules';

const rule = (over: Partial<AttributeRule>): AttributeRule => ({
  code: 'a',
  dataType: 'integer',
  options: [],
  required: false,
  ...over,
});
const codeOf = (r: Partial<AttributeRule>, value: unknown, wardCount?: number) =>
  attributeProblems([rule(r)], { a: value }, { wardCount })[0]?.code;

describe('attribute values by type', () => {
  it('holds money to paisa and never below zero', () => {
    expect(codeOf({ dataType: 'money' }, 1500.5)).toBeUndefined();
    expect(codeOf({ dataType: 'money' }, 10.005)).toBe('invalidType');
    expect(codeOf({ dataType: 'money' }, -1)).toBe('tooSmall');
  });

  it('holds a percent between 0 and 100', () => {
    expect(codeOf({ dataType: 'percent' }, 100)).toBeUndefined();
    expect(codeOf({ dataType: 'percent' }, 100.5)).toBe('tooLarge');
    expect(codeOf({ dataType: 'percent' }, '50')).toBe('invalidType');
  });

  it('limits long text to its own length or 5,000 characters', () => {
    expect(codeOf({ dataType: 'long_text' }, 'x'.repeat(5000))).toBeUndefined();
    expect(codeOf({ dataType: 'long_text' }, 'x'.repeat(5001))).toBe('tooLong');
    expect(codeOf({ dataType: 'long_text', maxLength: 10 }, 'x'.repeat(11))).toBe('tooLong');
  });

  it('takes a ward of the record’s palika only', () => {
    expect(codeOf({ dataType: 'org_ref' }, 9, 9)).toBeUndefined();
    expect(codeOf({ dataType: 'org_ref' }, 10, 9)).toBe('invalidValue');
    expect(codeOf({ dataType: 'org_ref' }, 0, 9)).toBe('invalidType');
  });

  it('counts by sex and age band in whole numbers, in the cells the definition names', () => {
    const split = { dataType: 'disaggregated_count' as const };
    const bySexAndAge = { ...split, disaggregation: { sex: true, ageBands: ['0-17', '18+'] } };
    expect(countKeys(bySexAndAge.disaggregation)).toEqual([
      'male:0-17',
      'male:18+',
      'female:0-17',
      'female:18+',
      'other:0-17',
      'other:18+',
    ]);
    expect(codeOf(bySexAndAge, { 'female:18+': 4, 'male:0-17': 0 })).toBeUndefined();
    expect(codeOf(bySexAndAge, { female: 4 })).toBe('unknownProperty');
    expect(codeOf(bySexAndAge, { 'female:18+': 1.5 })).toBe('invalidValue');
    expect(codeOf({ ...split, disaggregation: { sex: true, ageBands: [] } }, { male: 2 })).toBe(
      undefined,
    );
    expect(codeOf(split, { total: 3 })).toBeUndefined();
    expect(codeOf(split, [3])).toBe('invalidType');
  });

  it('names a required value that is missing and a value of no definition', () => {
    expect(attributeProblems([rule({ required: true })], { b: 1 })).toEqual([
      { field: 'attributes.b', code: 'unknownProperty' },
      { field: 'attributes.a', code: 'required' },
    ]);
  });
});

describe('aggregation rules', () => {
  it('sums, averages, takes the largest, the last or the count', () => {
    expect(aggregate('sum', [2, 3, 5])).toBe(10);
    expect(aggregate('avg', [2, 4])).toBe(3);
    expect(aggregate('max', [2, 9, 4])).toBe(9);
    expect(aggregate('last', [2, 9, 4])).toBe(4);
    expect(aggregate('count', [2, 9, 4])).toBe(3);
    expect(aggregate('sum', [])).toBeNull();
    expect(aggregate('count', [])).toBe(0);
  });
});
