import { LOCALE_COOKIE, type Locale, readCookie } from '@/shared/locale';

/** Keeps the language for the next visit to a path without prefix: a cookie for 365 days, path /, SameSite Lax (SPEC §9). */
export function rememberLocale(locale: Locale): void {
  if (readCookie(document.cookie, LOCALE_COOKIE) === locale) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
}
