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

/** An ISO AD date shown in BS: `६ मंसिर २०८३` in Nepali, `6 Mangsir 2083` in English. */
export function formatBsDate(iso: string, locale: Locale): string {
  const ad = parseIsoDate(iso);
  const bs = ad && adToBs(ad);
  if (!bs) return iso;
  const text = `${bs.day} ${bsMonthName(bs.month, locale)} ${bs.year}`;
  return locale === 'np' ? toDevanagariDigits(text) : text;
}
