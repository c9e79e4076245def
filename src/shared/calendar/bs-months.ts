import { toDevanagariDigits } from '@/shared/format/digits';
import type { Locale } from '@/shared/locale';
import { adToBs, parseIsoDate } from './bs-calendar';

export const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];
export const BS_MONTHS_NP = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
];

export function bsMonthName(month: number, locale: Locale): string {
  return (locale === 'np' ? BS_MONTHS_NP : BS_MONTHS_EN)[month - 1] ?? '';
}

/** The label of a date shown in AD: a bare `2058-01-17` would read as a BS date. */
const AD_LABEL: Record<Locale, string> = { en: 'AD', np: 'ई.सं.' };

/**
 * An ISO AD date shown in BS: `६ मंसिर २०८३` in Nepali, `6 Mangsir 2083` in English. A date beyond
 * the BS table (2000–2090 BS, docs/decisions/0004-bikram-sambat-table.md) stays in AD and says so:
 * `2115-01-17 AD`, `२११५-०१-१७ ई.सं.`.
 */
export function formatBsDate(iso: string, locale: Locale): string {
  const ad = parseIsoDate(iso);
  const bs = ad && adToBs(ad);
  if (!bs) {
    if (!ad) return iso;
    const text = `${iso} ${AD_LABEL[locale]}`;
    return locale === 'np' ? toDevanagariDigits(text) : text;
  }
  const text = `${bs.day} ${bsMonthName(bs.month, locale)} ${bs.year}`;
  return locale === 'np' ? toDevanagariDigits(text) : text;
}
