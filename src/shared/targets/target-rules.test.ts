import { describe, expect, it } from 'vitest';
import { type TargetFacts, addsUpTo, targetProblems } from './target-rules';

const target = (extra: Partial<TargetFacts> = {}): TargetFacts => ({
  fiscalYear: 2083,
  scope: 'palika',
  palikaId: 60,
  measure: 'services',
  total: 120,
  ...extra,
});
const codes = (t: TargetFacts) => targetProblems(t).map((p) => `${p.field}:${p.code}`);

describe('a target’s rules', () => {
  it('accepts a sound target, with or without its parts', () => {
    expect(codes(target())).toEqual([]);
    expect(
      codes(target({ periodT1: 40, periodT2: 40, periodT3: 40, female: 60, male: 59, other: 1 })),
    ).toEqual([]);
    expect(codes(target({ scope: 'nation', palikaId: null }))).toEqual([]);
    expect(codes(target({ scope: 'batch', palikaId: null, batchId: 'b1' }))).toEqual([]);
  });

  it('names the place its scope needs, and refuses any other', () => {
    expect(codes(target({ palikaId: null }))).toEqual(['palikaId:required']);
    expect(codes(target({ provinceId: 1 }))).toEqual(['provinceId:notAllowed']);
    expect(codes(target({ scope: 'district', palikaId: null }))).toEqual(['districtId:required']);
    expect(codes(target({ scope: 'nation' }))).toEqual(['palikaId:notAllowed']);
  });

  it('takes what its measure needs and nothing else', () => {
    expect(codes(target({ categoryId: 7 }))).toEqual([]);
    expect(codes(target({ measure: 'registrations', categoryId: 7 }))).toEqual([
      'categoryId:notAllowed',
    ]);
    expect(codes(target({ measure: 'activityOutput' }))).toEqual(['templateId:required']);
    expect(codes(target({ measure: 'activityOutput', templateId: 3 }))).toEqual([]);
    expect(codes(target({ measure: 'attributeSum', templateId: 3 }))).toEqual([
      'templateId:notAllowed',
      'attributeId:required',
    ]);
  });

  it('keeps the four-month parts and the parts by sex to the total, within a paisa', () => {
    expect(addsUpTo([33.33, 33.33, 33.34], 100)).toBe(true);
    expect(addsUpTo([33.33, 33.33, 33.33], 100)).toBe(true);
    expect(addsUpTo([33.33, 33.33, 33.32], 100)).toBe(false);
    expect(codes(target({ periodT1: 40, periodT2: 40, periodT3: 30 }))).toEqual([
      'periods:partsNotTotal',
    ]);
    expect(codes(target({ female: 60, male: 50, other: 0 }))).toEqual(['bySex:partsNotTotal']);
    expect(codes(target({ periodT1: 60, periodT3: 60 }))).toEqual(['periodT2:required']);
  });

  it('refuses a negative total and a baseline that is not from an earlier year', () => {
    expect(codes(target({ total: -1 }))).toEqual(['total:tooSmall']);
    expect(codes(target({ baseline: 80, baselineFiscalYear: 2083 }))).toEqual([
      'baselineFiscalYear:tooLarge',
    ]);
    expect(codes(target({ baselineFiscalYear: 2082 }))).toEqual(['baseline:required']);
    expect(codes(target({ baseline: 80, baselineFiscalYear: 2082 }))).toEqual([]);
  });
});
