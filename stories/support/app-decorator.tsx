import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StoresProvider } from '@/client/app/stores-provider';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { Decorator } from '@storybook/react-vite';

/** A missing message fails the story test; in Storybook itself it is logged. */
function onIntlError(error: unknown) {
  if (import.meta.env.MODE === 'test') throw error;
  console.error(error);
}

/** The language a run of the catalogue's tests fixes for every story (vitest.config.ts), if any. */
const storyLocale = () => (globalThis as { __STORY_LOCALE__?: string }).__STORY_LOCALE__;

/** Every story runs inside the app's providers, in the language chosen in the toolbar. */
export const AppDecorator: Decorator = (Story, context) => {
  const chosen = storyLocale() ?? context.globals.locale;
  const locale = chosen === 'np' ? 'np' : 'en';
  const { hook } = memoryLocation({ path: locale === 'np' ? '/np/story' : '/story' });
  return (
    <Router hook={hook}>
      <IntlProvider
        locale={intlLocale(locale)}
        messages={MESSAGES[locale]}
        defaultLocale="en-US"
        onError={onIntlError}
      >
        <StoresProvider>
          <div lang={locale === 'np' ? 'ne' : 'en'}>
            <Story />
          </div>
        </StoresProvider>
      </IntlProvider>
    </Router>
  );
};
