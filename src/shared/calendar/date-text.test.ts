import { describe, expect, it } from 'vitest';
import { formatBsDate } from './bs-months';
import { parseDateText } from './date-text';

describe('typed dates', () => {
  it('reads Devanagari and Latin digits with -, / or . between the parts', () => {
    expect(parseDateText('२०८३-०८-०६', 'BS')).toEqual({
      ok: true,
      date: { year: 2083, month: 8, day: 6 },
    });
    expect(parseDateText('2083/8/6', 'BS')).toEqual({
      ok: true,
      date: { year: 2083, month: 8, day: 6 },
    });
    expect(parseDateText(' 2026.11.22 ', 'AD')).toEqual({
      ok: true,
      date: { year: 2026, month: 11, day: 22 },
    });
  });

  it('rejects a month outside 1–12 and a day outside 1–31 (1–32 in BS)', () => {
    expect(parseDateText('2083-13-01', 'BS')).toEqual({ ok: false, error: 'date.month' });
    expect(parseDateText('2083-00-01', 'BS')).toEqual({ ok: false, error: 'date.month' });
    expect(parseDateText('2083-01-33', 'BS')).toEqual({ ok: false, error: 'date.day' });
    expect(parseDateText('2026-01-32', 'AD')).toEqual({ ok: false, error: 'date.day' });
    expect(parseDateText('2026-01-00', 'AD')).toEqual({ ok: false, error: 'date.day' });
  });

  it("rejects a day past the month's real length", () => {
    expect(parseDateText('2082-04-32', 'BS')).toEqual({ ok: false, error: 'date.day' });
    expect(parseDateText('2082-03-32', 'BS').ok).toBe(true);
    expect(parseDateText('2025-02-29', 'AD')).toEqual({ ok: false, error: 'date.day' });
    expect(parseDateText('2024-02-29', 'AD').ok).toBe(true);
  });

  it('rejects what is not a date and BS years outside the table', () => {
    expect(parseDateText('22 Nov', 'AD')).toEqual({ ok: false, error: 'date.format' });
    expect(parseDateText('1999-01-01', 'BS')).toEqual({ ok: false, error: 'date.range' });
  });

  it('shows an AD date in BS in each language', () => {
    expect(formatBsDate('2026-11-22', 'np')).toBe('६ मंसिर २०८३');
    expect(formatBsDate('2026-11-22', 'en')).toBe('6 Mangsir 2083');
  });

  it('labels a date beyond the BS table as AD, never a bare ISO date that reads as BS', () => {
    // An FCHV born in 1998 retires at 60 in 2058 AD, BS 2114: past the table's 2090.
    expect(formatBsDate('2058-01-17', 'en')).toBe('2058-01-17 AD');
    expect(formatBsDate('2058-01-17', 'np')).toBe('२०५८-०१-१७ ई.सं.');
    expect(formatBsDate('1930-05-01', 'en')).toBe('1930-05-01 AD');
  });
});
