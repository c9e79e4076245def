import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_LENGTHS } from './bs-month-lengths';

/** A calendar date without time or zone: year, month 1–12, day 1–32. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** BS 2000-01-01 (1 Baisakh 2000) fell on AD 1943-04-14. */
const EPOCH_AD_UTC = Date.UTC(1943, 3, 14);
const MS_PER_DAY = 86_400_000;

export function isBsYearSupported(year: number): boolean {
  return Number.isInteger(year) && year >= BS_FIRST_YEAR && year <= BS_LAST_YEAR;
}

/** Days in a BS month, or undefined outside the table (2000–2090). */
export function bsDaysInMonth(year: number, month: number): number | undefined {
  if (!isBsYearSupported(year) || month < 1 || month > 12) return undefined;
  return BS_MONTH_LENGTHS[year - BS_FIRST_YEAR][month - 1];
}

function bsYearLength(year: number): number {
  return BS_MONTH_LENGTHS[year - BS_FIRST_YEAR].reduce((sum, days) => sum + days, 0);
}

export function isValidBsDate({ year, month, day }: CalendarDate): boolean {
  const days = bsDaysInMonth(year, month);
  return days !== undefined && Number.isInteger(day) && day >= 1 && day <= days;
}

export function isValidAdDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1)
    return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Converts a BS date to AD; undefined when the BS date is invalid or outside the table. */
export function bsToAd(date: CalendarDate): CalendarDate | undefined {
  if (!isValidBsDate(date)) return undefined;
  let days = date.day - 1;
  for (let y = BS_FIRST_YEAR; y < date.year; y++) days += bsYearLength(y);
  for (let m = 1; m < date.month; m++) days += bsDaysInMonth(date.year, m) ?? 0;
  const ad = new Date(EPOCH_AD_UTC + days * MS_PER_DAY);
  return { year: ad.getUTCFullYear(), month: ad.getUTCMonth() + 1, day: ad.getUTCDate() };
}

/** Converts an AD date to BS; undefined when outside BS 2000–2090. */
export function adToBs(date: CalendarDate): CalendarDate | undefined {
  if (!isValidAdDate(date)) return undefined;
  let days = Math.round(
    (Date.UTC(date.year, date.month - 1, date.day) - EPOCH_AD_UTC) / MS_PER_DAY,
  );
  if (days < 0) return undefined;
  for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
    for (let month = 1; month <= 12; month++) {
      const length = bsDaysInMonth(year, month) ?? 0;
      if (days < length) return { year, month, day: days + 1 };
      days -= length;
    }
  }
  return undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO `YYYY-MM-DD`, the form the API accepts and stores (AD). */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parseIsoDate(iso: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidAdDate(date) ? date : undefined;
}

/** Today's date in Nepal (UTC+05:45), independent of the machine's time zone. */
export function todayInNepal(now: Date = new Date()): CalendarDate {
  const nepal = new Date(now.getTime() + (5 * 60 + 45) * 60_000);
  return { year: nepal.getUTCFullYear(), month: nepal.getUTCMonth() + 1, day: nepal.getUTCDate() };
}
