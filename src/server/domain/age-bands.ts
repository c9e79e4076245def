import { todayIso } from '@/shared/calendar/today';
import { AGE_BAND_LIMITS, type AgeBand } from '@/shared/pwd/enums';

/** The day `years` years before `iso` (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Birth dates of an age band today: born on or before the first, after the second. */
export function bornBetween(band: AgeBand): [string, string] {
  const [youngest, oldest] = AGE_BAND_LIMITS[band];
  const today = todayIso();
  return [yearsBefore(today, youngest), yearsBefore(today, oldest + 1)];
}
