import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StoresProvider } from '@/client/app/stores-provider';
import { MESSAGES } from '@/client/lib/all-messages';
import { intlLocale } from '@/client/lib/intl';
import type { ReactElement } from 'react';

/**
 * Renders UI inside the app's providers at a path (the locale comes from it, as in the app); into
 * `container` when given (a page's root holding what the HTML drew, which the drawing replaces).
 */
export function renderAt(
  ui: ReactElement,
  path = '/',
  { container }: { container?: HTMLElement } = {},
) {
  const location = memoryLocation({ path, record: true });
  const locale = path === '/np' || path.startsWith('/np/') ? 'np' : 'en';
  const result = render(
    <Router hook={location.hook}>
      <IntlProvider
        locale={intlLocale(locale)}
        messages={MESSAGES[locale]}
        onError={(error) => {
          throw error;
        }}
      >
        <StoresProvider>{ui}</StoresProvider>
      </IntlProvider>
    </Router>,
    container ? { container } : {},
  );
  return { ...result, history: location.history! };
}
