import firstMessages from 'virtual:first-messages';
import { numberLocale } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';

type Messages = Record<string, string>;

/**
 * Each language's messages are their own chunk, loaded when the page needs them: a reader downloads
 * one language, and the app's first script does not grow with every screen's strings.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../locales/en.json'),
  np: () => import('../../../locales/np.json'),
};

/**
 * The sign-in page's messages in both languages, part of the first script: the sign-in form is drawn
 * while the language's whole file (below) is still on its way (src/client/lib/intl-first-messages.ts).
 */
export const FIRST_MESSAGES: Record<Locale, Messages> = firstMessages;

const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  if (!loaded.has(locale))
    loaded.set(
      locale,
      LOADERS[locale]().then((module) => module.default),
    );
  return loaded.get(locale)!;
}

/** The Intl locale react-intl formats with: `en-IN-u-nu-deva` gives Devanagari digits and lakh grouping in Nepali. */
export const intlLocale = (locale: Locale) => numberLocale(locale);
