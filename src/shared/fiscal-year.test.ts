import { describe, expect, it } from 'vitest';
import { todayIso } from './calendar/today';
import {
  currentFiscalYear,
  fiscalPeriodOf,
  fiscalRange,
  fiscalYearLabel,
  fiscalYearsUpToNow,
} from './fiscal-year';

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

  it("takes today and the current year from Nepal's clock, not the machine's date in UTC", () => {
    // 1 Shrawan 2083 begins at 2026-07-16T18:15Z: 2026-07-17 in Nepal, still 2026-07-16 in UTC.
    const firstMorning = new Date('2026-07-16T20:00:00Z');
    expect(todayIso(firstMorning)).toBe('2026-07-17');
    expect(currentFiscalYear(firstMorning)).toBe(2083);
    expect(currentFiscalYear(new Date('2026-07-16T18:10:00Z'))).toBe(2082);
    expect(fiscalYearsUpToNow(firstMorning)).toEqual([2083, 2082, 2081, 2080, 2079, 2078]);
  });
});
