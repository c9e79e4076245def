import { describe, expect, it } from 'vitest';
import { fiscalPeriodOf, fiscalRange, fiscalYearLabel } from './fiscal-year';

describe('fiscal year', () => {
  it('starts on 1 Shrawan and has three four-month periods', () => {
    expect(fiscalPeriodOf('2026-07-17')).toEqual({ fiscalYear: 2083, trimester: 1 }); // 1 Shrawan 2083
    expect(fiscalPeriodOf('2026-07-16')).toEqual({ fiscalYear: 2082, trimester: 3 }); // 32 Asar 2083
    expect(fiscalPeriodOf('2026-11-22')).toEqual({ fiscalYear: 2083, trimester: 2 }); // 6 Mangsir 2083
    expect(fiscalYearLabel(2083)).toBe('2083/84');
    expect(fiscalYearLabel(2099)).toBe('2099/00');
  });

  it('spans AD dates that map back to the same year and period', () => {
    const year = fiscalRange(2082)!;
    expect(year).toEqual({ from: '2025-07-17', until: '2026-07-17' });
    for (const trimester of [1, 2, 3] as const) {
      const { from, until } = fiscalRange(2082, trimester)!;
      expect(fiscalPeriodOf(from)).toEqual({ fiscalYear: 2082, trimester });
      const last = new Date(Date.parse(until) - 86_400_000).toISOString().slice(0, 10);
      expect(fiscalPeriodOf(last)).toEqual({ fiscalYear: 2082, trimester });
      expect(fiscalPeriodOf(until)?.trimester).toBe(trimester === 3 ? 1 : trimester + 1);
    }
  });
});
