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
  // The page's focus ring (WCAG 2.4.7, 2.4.11), drawn whole: nothing clips it and the focused
  // language sits above its neighbour. On the dark header the ring is white with a band of the
  // header's colour inside, so it shows beside the white chosen language too.
  const ring =
    tone === 'dark' ? 'focus-visible:!outline-white focus-visible:!shadow-[0_0_0_2px_#303068]' : '';
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'language.switch' })}
      className={`inline-flex rounded border text-sm ${colours}`}
    >
      {LANGUAGES.map(({ locale, label, lang }, index) => (
        <button
          key={locale}
          type="button"
          lang={lang}
          aria-pressed={current === locale}
          // One stop: the language being read needs no key (it says so to a screen reader in the group).
          tabIndex={current === locale ? -1 : undefined}
          onClick={() => current !== locale && switchTo(locale)}
          className={`relative px-3 py-1 focus-visible:z-10 ${index === 0 ? 'rounded-l-[3px]' : 'rounded-r-[3px]'} ${ring} ${
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
