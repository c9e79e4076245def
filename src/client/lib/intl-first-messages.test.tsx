import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider, createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthLayout } from '@/client/app/layouts/auth-layout';
import { NavigationProgress } from '@/client/app/navigation-progress';
import SignInPage from '@/client/features/auth/pages/sign-in-page';
import { ErrorPage } from '@/client/features/errors/pages/error-page';
import { MESSAGES } from './all-messages';
import { FIRST_MESSAGES, intlLocale } from './intl';

afterEach(() => vi.unstubAllGlobals());

/**
 * The sign-in page as the first script draws it: only the first messages (a missing one fails), and
 * none of the app's stores (no query client, no session store: src/client/app/entry.tsx).
 */
function renderFirst(locale: 'en' | 'np') {
  const location = memoryLocation({ path: locale === 'np' ? '/np' : '/' });
  return render(
    <Router hook={location.hook}>
      <IntlProvider
        locale={intlLocale(locale)}
        messages={FIRST_MESSAGES[locale]}
        onError={(error) => {
          throw error;
        }}
      >
        <AuthLayout>
          <SignInPage />
          <NavigationProgress />
        </AuthLayout>
        <ErrorPage onRetry={() => undefined} />
      </IntlProvider>
    </Router>,
  );
}

describe("the first script's messages", () => {
  it.each(['en', 'np'] as const)(
    'hold every message the sign-in page shows, its errors too (%s)',
    async (locale) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(
            JSON.stringify({ statusCode: 401, message: { code: 'auth.invalidCredentials' } }),
            { status: 401, headers: { 'content-type': 'application/json' } },
          ),
      );
      renderFirst(locale);
      const submit = screen.getByRole('button', { name: MESSAGES[locale]['signIn.submit'] });
      fireEvent.click(submit);
      expect(await screen.findAllByText(MESSAGES[locale]['field.required'])).toHaveLength(2);
      fireEvent.change(screen.getByLabelText(MESSAGES[locale]['signIn.username']), {
        target: { value: 'palika' },
      });
      fireEvent.change(screen.getByLabelText(MESSAGES[locale]['signIn.password']), {
        target: { value: 'wrong-1' },
      });
      fireEvent.click(submit);
      expect(
        await screen.findByText(MESSAGES[locale]['signIn.failure.wrongCredentials']),
      ).toBeTruthy();
      const first = createIntl({ locale: intlLocale(locale), messages: FIRST_MESSAGES[locale] });
      for (const id of ['route.signIn', 'app.name', 'page.privacy'])
        expect(first.formatMessage({ id })).toBe(MESSAGES[locale][id]);
    },
  );

  it('are a small part of each language', () => {
    for (const locale of ['en', 'np'] as const) {
      const first = Object.keys(FIRST_MESSAGES[locale]).length;
      expect(first).toBeGreaterThan(10);
      expect(first).toBeLessThan(Object.keys(MESSAGES[locale]).length / 10);
    }
  });
});
