import en from '../../../locales/en.json';
import np from '../../../locales/np.json';
import { numberLocale } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';

export const MESSAGES: Record<Locale, Record<string, string>> = { en, np };

/** The Intl locale react-intl formats with: `en-IN-u-nu-deva` gives Devanagari digits and lakh grouping in Nepali. */
export const intlLocale = (locale: Locale) => numberLocale(locale);
