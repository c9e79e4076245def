import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'wouter';
import { FIRST_MESSAGES, arrivedMessages, intlLocale, loadIntlMessages } from '@/client/lib/intl';
import type { CompiledMessages } from '@/client/lib/intl-compile';
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
 * Messages and formats for the page's locale. The route decides: `/np…` is Nepali, any other page
 * English. Only the bare root asks the language cookie and the browser; when they want Nepali it
 * moves to `/np`, so the URL always holds the locale. The language a page settles in is remembered
 * in the cookie, so after reading a Nepali page (a shared /np link, say) the bare root opens in
 * Nepali too, while a link to an English page still opens in English.
 */
export function LocaleProvider({ children, onError = reportMissing }: LocaleProviderProps) {
  const [location, navigate] = useLocation();
  const locale = useLocale();
  const { locale: prefixed, path } = splitLocalePath(location);
  const wanted = detectLocale({
    pathname: location,
    cookie: readCookie(document.cookie, LOCALE_COOKIE),
    browserLanguages: navigator.languages,
  });
  // The bare root on its way to /np: nothing is drawn or loaded in English meanwhile.
  const moving = !prefixed && wanted !== locale;

  useEffect(() => {
    if (moving)
      navigate(localizePath(location, wanted) + window.location.search, { replace: true });
    else rememberLocale(wanted);
  }, [location, navigate, moving, wanted]);

  useEffect(() => {
    document.documentElement.lang = locale === 'np' ? 'ne' : 'en';
  }, [locale]);

  // The messages of the page's language; while another language loads, the current one stays.
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: CompiledMessages } | undefined>(
    () => {
      const messages = arrivedMessages(locale);
      return messages && { locale, messages };
    },
  );
  useEffect(() => {
    if (moving) return;
    let current = true;
    void loadIntlMessages(locale).then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [locale, moving]);

  if (moving) return null;
  // The sign-in page needs only the first script's few messages: it does not wait for the file.
  const shown =
    loaded?.locale === locale
      ? loaded
      : path === '/'
        ? { locale, messages: FIRST_MESSAGES[locale] }
        : loaded;
  if (!shown) return null;
  return (
    <IntlProvider
      locale={intlLocale(shown.locale)}
      messages={shown.messages}
      defaultLocale="en-US"
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}
