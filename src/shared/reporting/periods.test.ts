import { describe, expect, it } from 'vitest';
import { dueDate, isLate, periodDays, periodEnded, reportPeriodOf } from './periods';

describe('report periods', () => {
  it('span the four months of the fiscal year, first and last day inclusive', () => {
    // 2082/83 runs from 1 Shrawan 2082 (2025-07-17) to 32 Asar 2083 (2026-07-16).
    expect(periodDays(2082, 1)?.first).toBe('2025-07-17');
    expect(periodDays(2082, 3)?.last).toBe('2026-07-16');
    for (const period of [1, 2, 3] as const) {
      const { first, last } = periodDays(2082, period)!;
      expect(reportPeriodOf(first)).toEqual({ fiscalYear: 2082, period });
      expect(reportPeriodOf(last)).toEqual({ fiscalYear: 2082, period });
    }
    expect(reportPeriodOf('2026-07-17')).toEqual({ fiscalYear: 2083, period: 1 });
  });

  it('are due fifteen days after the last day unless another number is set', () => {
    expect(dueDate(2082, 3)).toBe('2026-07-31');
    expect(dueDate(2082, 3, 30)).toBe('2026-08-15');
    expect(dueDate(2082, 1, 0)).toBe(periodDays(2082, 1)!.last);
  });

  it('count a submission after the due date as late, on the due date as on time', () => {
    expect(isLate('2026-07-31', 2082, 3)).toBe(false);
    expect(isLate('2026-08-01', 2082, 3)).toBe(true);
    expect(isLate('2026-08-01', 2082, 3, 30)).toBe(false);
  });

  it('end after their last day', () => {
    expect(periodEnded(2082, 3, '2026-07-16')).toBe(false);
    expect(periodEnded(2082, 3, '2026-07-17')).toBe(true);
  });
});
