import { adToBs, bsToAd, parseIsoDate, toIsoDate } from './calendar/bs-calendar';
import { BS_LAST_YEAR } from './calendar/bs-month-lengths';
import { todayIso } from './calendar/today';

/**
 * Nepal's fiscal year runs from 1 Shrawan (BS month 4) to the end of Asar (month 3); it is named by
 * the BS year it starts in (2082 is 2082/83). Its three four-month periods (trimesters) are
 * Shrawan–Kartik, Mangsir–Falgun and Chaitra–Asar.
 */
export interface FiscalPeriod {
  fiscalYear: number;
  trimester: 1 | 2 | 3;
}

/** The fiscal year and trimester of an AD ISO date; undefined outside the BS table. */
export function fiscalPeriodOf(isoDate: string): FiscalPeriod | undefined {
  const ad = parseIsoDate(isoDate);
  const bs = ad && adToBs(ad);
  if (!bs) return undefined;
  const fiscalYear = bs.month >= 4 ? bs.year : bs.year - 1;
  const trimester = bs.month >= 4 && bs.month <= 7 ? 1 : bs.month >= 8 && bs.month <= 11 ? 2 : 3;
  return { fiscalYear, trimester };
}

/**
 * The fiscal year running today in Nepal, on server and client alike. Beyond the BS table (after
 * BS_LAST_YEAR ends) it stays the table's last year rather than failing: the table is extended first.
 */
export function currentFiscalYear(now: Date = new Date()): number {
  return fiscalPeriodOf(todayIso(now))?.fiscalYear ?? BS_LAST_YEAR;
}

/** The first fiscal year a user may choose: the records start in 2078/79. */
export const FIRST_FISCAL_YEAR = 2078;

/** The fiscal years a user may choose, newest first: from 2078/79 to the current one. */
export function fiscalYearsUpToNow(now: Date = new Date()): number[] {
  const current = currentFiscalYear(now);
  return Array.from({ length: current - FIRST_FISCAL_YEAR + 1 }, (_, i) => current - i);
}

/** `2082/83`, the way the fiscal year is written. */
export function fiscalYearLabel(fiscalYear: number): string {
  return `${fiscalYear}/${String((fiscalYear + 1) % 100).padStart(2, '0')}`;
}

/** The AD dates a fiscal year (or one of its four-month periods) spans: `from` inclusive, `until` exclusive. */
export function fiscalRange(
  fiscalYear: number,
  trimester?: 1 | 2 | 3,
): { from: string; until: string } | undefined {
  const startMonth = { 1: 4, 2: 8, 3: 12 } as const;
  const start = (year: number, month: number) => bsToAd({ year, month, day: 1 });
  const first = trimester ? start(fiscalYear, startMonth[trimester]) : start(fiscalYear, 4);
  const after = !trimester
    ? start(fiscalYear + 1, 4)
    : trimester === 1
      ? start(fiscalYear, 8)
      : trimester === 2
        ? start(fiscalYear, 12)
        : start(fiscalYear + 1, 4);
  return first && after ? { from: toIsoDate(first), until: toIsoDate(after) } : undefined;
}
