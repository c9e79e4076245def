import { adToBs, parseIsoDate } from './calendar/bs-calendar';

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

/** `2082/83`, the way the fiscal year is written. */
export function fiscalYearLabel(fiscalYear: number): string {
  return `${fiscalYear}/${String((fiscalYear + 1) % 100).padStart(2, '0')}`;
}
