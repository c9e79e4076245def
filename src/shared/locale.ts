export const LOCALES = ['en', 'np'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'lang';
export const NEPALI_PREFIX = '/np';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'np';
}

/** Splits `/np/dashboard` into locale `np` and path `/dashboard`; a path without prefix has no locale. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  if (pathname === NEPALI_PREFIX || pathname.startsWith(`${NEPALI_PREFIX}/`)) {
    return { locale: 'np', path: pathname.slice(NEPALI_PREFIX.length) || '/' };
  }
  return { locale: undefined, path: pathname || '/' };
}

export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? NEPALI_PREFIX : `${NEPALI_PREFIX}${path}`;
}

/** Maps a browser language tag (`ne-NP`, `ne`, `np`, `en-GB`) to a supported locale. */
function fromLanguageTag(tag: string): Locale | undefined {
  const base = tag.toLowerCase().split('-')[0];
  if (base === 'ne' || base === 'np') return 'np';
  if (base === 'en') return 'en';
  return undefined;
}

export interface LocaleSources {
  pathname: string;
  cookie?: string | null;
  browserLanguages?: readonly string[];
}

/**
 * The locale to show. The route decides: `/np…` is Nepali and every other page is English. Only the
 * bare root, which both languages share as the way in, asks the language cookie and then the
 * browser's languages (SPEC §2), so that a link to an English page opens in English whatever was
 * read before.
 */
export function detectLocale({ pathname, cookie, browserLanguages = [] }: LocaleSources): Locale {
  const { locale: fromUrl, path } = splitLocalePath(pathname);
  if (fromUrl) return fromUrl;
  if (path !== '/') return DEFAULT_LOCALE;
  if (isLocale(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const locale = fromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
