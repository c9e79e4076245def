import { toLatinDigits } from '@/shared/format/digits';
import { type CalendarDate, isValidAdDate, isValidBsDate } from './bs-calendar';

export type Calendar = 'BS' | 'AD';

export type DateParseError = 'date.format' | 'date.month' | 'date.day' | 'date.range';

export type DateParseResult =
  { ok: true; date: CalendarDate } | { ok: false; error: DateParseError };

/**
 * Parses a typed date `YYYY-MM-DD` (also `/` or `.` as separators), in Latin or Devanagari digits.
 * Rejects a month outside 1–12, a day outside 1–31 (1–32 in BS, whose months run to 32 days) and a
 * day past the month's real length (docs/decisions/0004-bikram-sambat-table.md).
 */
export function parseDateText(text: string, calendar: Calendar): DateParseResult {
  const match = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/.exec(toLatinDigits(text));
  if (!match) return { ok: false, error: 'date.format' };
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12) return { ok: false, error: 'date.month' };
  if (date.day < 1 || date.day > (calendar === 'BS' ? 32 : 31))
    return { ok: false, error: 'date.day' };
  if (calendar === 'AD')
    return isValidAdDate(date) ? { ok: true, date } : { ok: false, error: 'date.day' };
  if (date.year < 2000 || date.year > 2090) return { ok: false, error: 'date.range' };
  return isValidBsDate(date) ? { ok: true, date } : { ok: false, error: 'date.day' };
}
