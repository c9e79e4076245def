import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'wouter';
import { intlLocale, loadMessages } from '@/client/lib/intl';
import { rememberLocale } from '@/client/lib/remember-locale';
import { useLocale } from '@/client/lib/use-locale';
import type { Locale } from '@/shared/locale';
import {
  LOCALE_COOKIE,
  detectLocale,
  localizePath,
  readCookie,
  splitLocalePath,
} from '@/shared/locale';

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
 * holds the locale. The language a page settles in is remembered in the cookie, so after reading a
 * Nepali page (a shared /np link, say) the bare root opens in Nepali too.
 */
export function LocaleProvider({ children, onError = reportMissing }: LocaleProviderProps) {
  const [location, navigate] = useLocation();
  const locale = useLocale();

  useEffect(() => {
    const wanted = detectLocale({
      pathname: location,
      cookie: readCookie(document.cookie, LOCALE_COOKIE),
      browserLanguages: navigator.languages,
    });
    if (!splitLocalePath(location).locale && wanted !== 'en')
      navigate(localizePath(location, wanted) + window.location.search, { replace: true });
    else rememberLocale(wanted);
  }, [location, navigate]);

  useEffect(() => {
    document.documentElement.lang = locale === 'np' ? 'ne' : 'en';
  }, [locale]);

  // The messages of the page's language; while another language loads, the current one stays.
  const [messages, setMessages] = useState<{ locale: Locale; messages: Record<string, string> }>();
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then(
      (loaded) => current && setMessages({ locale, messages: loaded }),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (!messages) return null;
  return (
    <IntlProvider
      locale={intlLocale(messages.locale)}
      messages={messages.messages}
      defaultLocale="en-US"
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}
