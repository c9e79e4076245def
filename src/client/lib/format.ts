import { toDevanagariDigits } from '@/shared/format/digits';
import type { Locale } from '@/shared/locale';

/** Digits of a code, date or year (no grouping) in the script of the locale. */
export function formatDigits(text: string, locale: Locale): string {
  return locale === 'np' ? toDevanagariDigits(text) : text;
}
