import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'wouter';
import { LOCALE_COOKIE, detectLocale, localizePath, readCookie, splitLocalePath } from '@/shared/locale';
import { MESSAGES, intlLocale } from '../lib/intl';
import { useLocale } from '../lib/use-locale';

export interface LocaleProviderProps {
  children: ReactNode;
  /** Called for a missing message; tests and stories make it fail. */
  onError?: (error: unknown) => void;
}

function reportMissing(error: unknown) {
  if (import.meta.env.DEV) console.error(error);
}

/**
 * Messages and formats for the page's locale. A URL without prefix is English unless the language
 * cookie or the browser asks for Nepali; then the page moves to the /np path, so the URL always
 * holds the locale.
 */
export function LocaleProvider({ children, onError = reportMissing }: LocaleProviderProps) {
  const [location, navigate] = useLocation();
  const locale = useLocale();

  useEffect(() => {
    if (splitLocalePath(location).locale) return;
    const wanted = detectLocale({ pathname: location, cookie: readCookie(document.cookie, LOCALE_COOKIE), browserLanguages: navigator.languages });
    if (wanted !== 'en') navigate(localizePath(location, wanted) + window.location.search, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    document.documentElement.lang = locale === 'np' ? 'ne' : 'en';
  }, [locale]);

  return (
    <IntlProvider locale={intlLocale(locale)} messages={MESSAGES[locale]} defaultLocale="en-US" onError={onError}>
      {children}
    </IntlProvider>
  );
}
