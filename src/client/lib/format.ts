import { formatBsDate } from '@/shared/calendar/bs-months';
import { toDevanagariDigits } from '@/shared/format/digits';
import type { Locale } from '@/shared/locale';

/** Digits of a code, date or year (no grouping) in the script of the locale. */
export function formatDigits(text: string, locale: Locale): string {
  return locale === 'np' ? toDevanagariDigits(text) : text;
}

/** A moment shown as a BS date with the time in Nepal, in the page's digits: `६ मंसिर २०८३, १४:०५`. */
export function formatDateTime(iso: string, locale: Locale): string {
  const nepal = new Date(new Date(iso).getTime() + (5 * 60 + 45) * 60_000);
  const date = nepal.toISOString().slice(0, 10);
  const time = nepal.toISOString().slice(11, 16);
  return `${formatBsDate(date, locale)}, ${formatDigits(time, locale)}`;
}
