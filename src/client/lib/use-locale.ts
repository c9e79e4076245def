import { useLocation } from 'wouter';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@/shared/locale';

/** The locale of the page: the URL prefix is the one place it is held. */
export function useLocale(): Locale {
  const [location] = useLocation();
  return splitLocalePath(location).locale ?? DEFAULT_LOCALE;
}
