import { type ComponentType, type ReactNode, Suspense, lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import NotFoundPage from '@/client/features/errors/pages/not-found-page';
import { onUnauthorized } from '@/client/lib/api-client';
import { useEndSessionLocally, useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useLocale } from '@/client/lib/use-locale';
import { decideNavigation } from '@/shared/navigation';
import { type Layout, ROUTES } from '@/shared/routes';
import { ErrorBoundary } from './error-boundary';
import { AuthLayout } from './layouts/auth-layout';
import { BlankLayout } from './layouts/blank-layout';
import { NavigationProgress } from './navigation-progress';
import { lazyPage, loadDefaultLayout, withReload } from './pages';
import { useRouteFocus } from './route-focus';

const PAGES = Object.fromEntries(ROUTES.map((route) => [route.name, lazyPage(route.name)]));

const DefaultLayout = lazy(withReload(loadDefaultLayout));

const LAYOUTS: Record<Layout, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  blank: BlankLayout,
  default: DefaultLayout,
};

/**
 * Picks the page for the URL, applies the shared access rules and frames it in its layout.
 * `arrived`: another page (the sign-in form, drawn without the app) was shown before.
 */
export function AppRoutes({ arrived = false }: { arrived?: boolean }) {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const locale = useLocale();
  const session = useSession();
  const endSession = useEndSessionLocally();
  const decision = decideNavigation(
    location,
    session?.user.role,
    locale,
    session?.user.mustChangePassword,
  );

  useEffect(() => onUnauthorized(endSession), [endSession]);

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  useDocumentTitle(
    decision.kind === 'render' ? intl.formatMessage({ id: decision.route.titleKey }) : undefined,
  );
  // A page is its route and parameters; the language is not a move to another page.
  const rendered = decision.kind === 'render' ? decision : undefined;
  useRouteFocus(
    rendered && `${rendered.route.name}:${JSON.stringify(rendered.params)}`,
    rendered && `${rendered.route.name}___${locale}`,
    arrived ? 'another page' : undefined,
  );

  if (decision.kind === 'redirect') return null;
  if (decision.kind === 'notFound') {
    return (
      <BlankLayout>
        <NotFoundPage path={window.location.pathname} />
      </BlankLayout>
    );
  }
  const { route, params } = decision;
  const Frame = LAYOUTS[route.layout];
  const Page = PAGES[route.name];
  return (
    <Suspense fallback={<NavigationProgress />}>
      <Frame>
        <ErrorBoundary key={location}>
          <Suspense fallback={<NavigationProgress />}>
            <div data-route={`${route.name}___${locale}`}>
              <Page params={params} headingKey={route.headingKey} />
            </div>
          </Suspense>
        </ErrorBoundary>
      </Frame>
    </Suspense>
  );
}
