import { describe, expect, it } from 'vitest';
import { toDevanagariDigits, toLatinDigits } from './digits';
import { formatNumber } from './number';

describe('numbers for the language', () => {
  it('groups Nepali numbers in lakh and crore with Devanagari digits', () => {
    expect(formatNumber(12345678.5, 'np')).toBe('१,२३,४५,६७८.५');
    expect(formatNumber(100000, 'np')).toBe('१,००,०००');
  });

  it('groups English numbers in thousands with Latin digits', () => {
    expect(formatNumber(12345678.5, 'en')).toBe('12,345,678.5');
  });

  it('converts digits both ways and keeps everything else', () => {
    expect(toDevanagariDigits('2083-08-06')).toBe('२०८३-०८-०६');
    expect(toLatinDigits('२०८३/०८/०६ BS')).toBe('2083/08/06 BS');
  });
});
