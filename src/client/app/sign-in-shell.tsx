import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import SignInPage from '@/client/features/auth/pages/sign-in-page';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useLocale } from '@/client/lib/use-locale';
import type { NavigationDecision } from '@/shared/navigation';
import { ErrorBoundary } from './error-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { LocaleProvider } from './locale-provider';
import { useRouteFocus } from './route-focus';

type Rendered = Extract<NavigationDecision, { kind: 'render' }>;

/**
 * The sign-in page in its frame, as the app's router draws a page (app-routes.tsx); also drawn into
 * the page's HTML at build time (`drawnAhead`, src/client/prerender/sign-in-markup.tsx).
 */
export function SignInRoute({
  decision,
  arrived,
  drawnAhead,
}: {
  decision: Rendered;
  arrived: boolean;
  drawnAhead?: boolean;
}) {
  const intl = useIntl();
  const [location] = useLocation();
  const locale = useLocale();
  const { route, params } = decision;
  useDocumentTitle(intl.formatMessage({ id: route.titleKey }));
  useRouteFocus(
    `${route.name}:${JSON.stringify(params)}`,
    `${route.name}___${locale}`,
    arrived ? 'another page' : undefined,
  );
  return (
    <AuthLayout>
      <ErrorBoundary key={location}>
        <div data-route={`${route.name}___${locale}`}>
          <SignInPage drawnAhead={drawnAhead} />
        </div>
      </ErrorBoundary>
    </AuthLayout>
  );
}

/**
 * The sign-in form without the app: its frame, its messages and the language switch, but neither
 * the query client nor the session's store, which come with the app's chunk after a sign-in
 * (entry.tsx; docs/decisions/0047-the-sign-in-form-without-the-app.md).
 */
export function SignInShell({
  decision,
  arrived,
}: {
  decision: NavigationDecision;
  arrived: boolean;
}) {
  if (decision.kind !== 'render') return null;
  return (
    <LocaleProvider>
      <ErrorBoundary>
        <SignInRoute decision={decision} arrived={arrived} />
      </ErrorBoundary>
    </LocaleProvider>
  );
}
