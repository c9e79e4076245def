import { formatDigits } from '@/client/lib/format';
import { bsMonthName } from '@/shared/calendar/bs-months';
import type { Breakdown } from '@/shared/dashboards/figures';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import type { Locale } from '@/shared/locale';
import type { IntlShape } from 'react-intl';

export interface CategoryName {
  id: number;
  nameEn: string;
  nameNe: string;
}

const ENUM_LIST: Partial<Record<Breakdown, string>> = {
  disabilityType: 'disabilityType',
  severityClass: 'severity',
  gender: 'gender',
  ageBand: 'ageBand',
  status: 'profileStatus',
  period: 'trimester',
  provider: 'provider',
  funding: 'funding',
  device: 'device',
  referral: 'referralStatus',
};
const COLOURS: Record<string, string> = { A: 'red', B: 'blue', C: 'yellow', D: 'white' };

/** What a breakdown's key reads as, in the user's language: a month name, a category, an enum label. */
export function keyLabeller(
  by: Breakdown,
  intl: IntlShape,
  locale: Locale,
  categories: CategoryName[] = [],
): (key: string) => string {
  if (by === 'month') return (key) => bsMonthName(((Number(key) + 2) % 12) + 1, locale);
  if (by === 'fiscalYear') return (key) => formatDigits(fiscalYearLabel(Number(key)), locale);
  if (by === 'cardColour')
    return (key) => intl.formatMessage({ id: `enum.cardColour.${COLOURS[key] ?? key}` });
  if (by === 'component' || by === 'element' || by === 'category') {
    const names = new Map(
      categories.map((c) => [String(c.id), locale === 'np' ? c.nameNe : c.nameEn]),
    );
    return (key) => names.get(key) ?? key;
  }
  const list = ENUM_LIST[by];
  return (key) =>
    key === ''
      ? intl.formatMessage({ id: 'dashboard.notRecorded' })
      : list
        ? intl.formatMessage({ id: `enum.${list}.${key}`, defaultMessage: key })
        : key;
}

/** Every month (or four-month period) of the year, a month without records shown as zero. */
function wholeYear(
  by: 'month' | 'period',
  rows: { key: string; value: number }[],
): { key: string; value: number }[] {
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return Array.from({ length: by === 'month' ? 12 : 3 }, (_, i) => ({
    key: String(i + 1),
    value: values.get(String(i + 1)) ?? 0,
  }));
}

/** Keys in their natural order: months and periods in the year's order, the rest largest first. */
export function orderRows(
  by: Breakdown,
  rows: { key: string; value: number }[],
): { key: string; value: number }[] {
  if (by === 'month' || by === 'period') return wholeYear(by, rows);
  if (by === 'fiscalYear') return [...rows].sort((a, b) => Number(a.key) - Number(b.key));
  if (by === 'ageBand' || by === 'severityClass' || by === 'cardColour')
    return [...rows].sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
  return [...rows].sort((a, b) => b.value - a.value);
}

/** A fiscal year and, when one is given, its four months, as the reader says them ("2082/83 Shrawan–Kartik"). */
export function periodLabel(
  { fiscalYear, trimester }: { fiscalYear: number; trimester?: number | null },
  intl: IntlShape,
  locale: Locale,
): string {
  const year = formatDigits(fiscalYearLabel(fiscalYear), locale);
  return trimester ? `${year} ${intl.formatMessage({ id: `enum.trimester.${trimester}` })}` : year;
}
