import { adToBs, bsDaysInMonth, bsToAd, type CalendarDate, toIsoDate } from './bs-calendar';
import type { Calendar } from './date-text';

export interface MonthGrid {
  /** Weekday of the 1st, 0 = Sunday (आइतबार). */
  firstWeekday: number;
  days: number;
}

const weekdayOfAd = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

export function monthGrid(calendar: Calendar, year: number, month: number): MonthGrid | undefined {
  if (calendar === 'AD') {
    return {
      firstWeekday: weekdayOfAd({ year, month, day: 1 }),
      days: new Date(Date.UTC(year, month, 0)).getUTCDate(),
    };
  }
  const first = bsToAd({ year, month, day: 1 });
  const days = bsDaysInMonth(year, month);
  return first && days ? { firstWeekday: weekdayOfAd(first), days } : undefined;
}

/** The ISO AD date of a day shown in the given calendar. */
export function isoOf(calendar: Calendar, date: CalendarDate): string | undefined {
  const ad = calendar === 'AD' ? date : bsToAd(date);
  return ad ? toIsoDate(ad) : undefined;
}

/** An AD date expressed in the given calendar. */
export function inCalendar(calendar: Calendar, ad: CalendarDate): CalendarDate | undefined {
  return calendar === 'AD' ? ad : adToBs(ad);
}

export function shiftMonth(
  { year, month }: { year: number; month: number },
  by: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
