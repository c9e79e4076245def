import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { rememberLocale } from '@/client/lib/remember-locale';
import { useLocale } from '@/client/lib/use-locale';
import { type Locale, localizePath, splitLocalePath } from '@/shared/locale';

const LANGUAGES: { locale: Locale; label: string; lang: string }[] = [
  { locale: 'en', label: 'English', lang: 'en' },
  { locale: 'np', label: 'नेपाली', lang: 'ne' },
];

/** Switches language and keeps the current page (and its query); only the other language is a Tab stop. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const current = useLocale();
  const [location, navigate] = useLocation();
  const switchTo = (locale: Locale) => {
    rememberLocale(locale);
    navigate(localizePath(splitLocalePath(location).path, locale) + window.location.search);
  };
  const colours = tone === 'dark' ? 'border-white/60 text-white' : 'border-primary text-primary';
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'language.switch' })}
      className={`inline-flex overflow-hidden rounded border text-sm ${colours}`}
    >
      {LANGUAGES.map(({ locale, label, lang }) => (
        <button
          key={locale}
          type="button"
          lang={lang}
          aria-pressed={current === locale}
          // One stop: the language being read needs no key (it says so to a screen reader in the group).
          tabIndex={current === locale ? -1 : undefined}
          onClick={() => current !== locale && switchTo(locale)}
          className={`px-3 py-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-[-2px] ${
            current === locale
              ? tone === 'dark'
                ? 'bg-white text-primary'
                : 'bg-primary text-white'
              : ''
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
