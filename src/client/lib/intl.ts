import firstMessages from 'virtual:first-messages';
import { numberLocale } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';
import type { CompiledMessages } from './intl-compile';

type Messages = Record<string, string>;

/**
 * Each language's messages are their own chunk, loaded when the page needs them: a reader downloads
 * one language, and the app's first script does not grow with every screen's strings. react-intl
 * gets them compiled at build time (vite.config.ts), so the app ships no ICU parser.
 */
const COMPILED: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  en: () => import('virtual:messages/en'),
  np: () => import('virtual:messages/np'),
};

/** The source texts, for what reads a message as text rather than showing it (an import's headings). */
const TEXTS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../locales/en.json'),
  np: () => import('../../../locales/np.json'),
};

/**
 * The sign-in page's messages in both languages, compiled, part of the first script: the sign-in
 * form is drawn while the language's whole file (below) is still on its way
 * (src/client/lib/intl-first-messages.ts).
 */
export const FIRST_MESSAGES: Record<Locale, CompiledMessages> = firstMessages;

const once = <T>(load: (locale: Locale) => Promise<{ default: T }>, arrived?: Map<Locale, T>) => {
  const loaded = new Map<Locale, Promise<T>>();
  return (locale: Locale): Promise<T> => {
    if (!loaded.has(locale))
      loaded.set(
        locale,
        load(locale).then((module) => {
          arrived?.set(locale, module.default);
          return module.default;
        }),
      );
    return loaded.get(locale)!;
  };
};

const arrivedIntlMessages = new Map<Locale, CompiledMessages>();

/** One language's messages for react-intl, compiled. */
export const loadIntlMessages = once((locale) => COMPILED[locale](), arrivedIntlMessages);

/**
 * One language's compiled messages if they have come already: a locale provider drawn after they
 * came (the app's, after the sign-in form's) draws at once instead of waiting a turn.
 */
export const arrivedMessages = (locale: Locale): CompiledMessages | undefined =>
  arrivedIntlMessages.get(locale);

/** One language's messages as text (the source strings), for matching what a person wrote. */
export const loadMessages = once((locale) => TEXTS[locale]());

/** The Intl locale react-intl formats with: `en-IN-u-nu-deva` gives Devanagari digits and lakh grouping in Nepali. */
export const intlLocale = (locale: Locale) => numberLocale(locale);
