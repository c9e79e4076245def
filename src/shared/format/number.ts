import type { Locale } from '@/shared/locale';

/**
 * The Intl locale used to format numbers. Nepali uses `en-IN-u-nu-deva`: Devanagari digits with
 * lakh/crore grouping. `ne-NP` is not supported by Chromium and silently falls back to en-US
 * (docs/decisions/0005-nepali-number-formatting.md).
 */
export function numberLocale(locale: Locale): string {
  return locale === 'np' ? 'en-IN-u-nu-deva' : 'en-US';
}

export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(numberLocale(locale), options).format(value);
}

/** A part of a whole as a percentage with one decimal, or undefined when there is no whole (a zero plan shows "—"). */
export function shareOf(part: number, whole: number): number | undefined {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : undefined;
}
