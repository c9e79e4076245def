import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/** The fiscal year running today in Nepal. */
export function currentFiscalYear(): number {
  return fiscalPeriodOf(toIsoDate(todayInNepal()))?.fiscalYear ?? 2083;
}

/** The fiscal years a user may choose: from 2078/79 to the current one. */
export function fiscalYearsUpToNow(): number[] {
  const current = currentFiscalYear();
  return Array.from({ length: current - 2077 }, (_, i) => current - i);
}
