import { renderToString } from 'react-dom/server';
import { IntlProvider, createIntl } from 'react-intl';
import { Router } from 'wouter';
import { SignInRoute } from '@/client/app/sign-in-shell';
import { FIRST_MESSAGES, intlLocale } from '@/client/lib/intl';
import { type Locale, localizePath } from '@/shared/locale';
import { decideNavigation } from '@/shared/navigation';

export interface SignInMarkup {
  /** What the page's root holds: the sign-in form as the app draws it, its button waiting. */
  root: string;
  /** The document's title, as the page sets it. */
  title: string;
  /** The document's language attribute. */
  lang: string;
}

/**
 * The sign-in form of one language as the app draws it for a visitor without a session, rendered
 * at build time into the page's HTML (scripts/prerender-sign-in.ts,
 * docs/decisions/0055-the-sign-in-form-in-the-html.md), from the same components and the first
 * script's own messages.
 */
export function signInMarkup(locale: Locale): SignInMarkup {
  const path = localizePath('/', locale);
  const decision = decideNavigation(path, undefined, locale, undefined);
  if (decision.kind !== 'render') throw new Error(`The sign-in page of ${locale} is not drawn`);
  const messages = FIRST_MESSAGES[locale];
  const intl = createIntl({ locale: intlLocale(locale), messages, defaultLocale: 'en-US' });
  const root = renderToString(
    <Router ssrPath={path}>
      <IntlProvider locale={intlLocale(locale)} messages={messages} defaultLocale="en-US">
        <SignInRoute decision={decision} arrived={false} drawnAhead />
      </IntlProvider>
    </Router>,
  );
  const title = `${intl.formatMessage({ id: decision.route.titleKey })} · ${intl.formatMessage({ id: 'app.name' })}`;
  return { root, title, lang: locale === 'np' ? 'ne' : 'en' };
}
