import '../styles.css';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { LocaleProvider } from './locale-provider';
import { RouteDataPrefetch } from './route-data-prefetch';
import { StoresProvider } from './stores-provider';

/**
 * The signed-in app, a chunk of its own (entry.tsx): the stores hold the session and the query
 * cache; a route's data is asked before its words load. `arrived`: another page (the sign-in form,
 * drawn without the app) was shown before, so focus moves to this one's heading.
 */
export function App({ arrived = false }: { arrived?: boolean }) {
  return (
    <StoresProvider>
      <RouteDataPrefetch />
      <LocaleProvider>
        <ErrorBoundary>
          <AppRoutes arrived={arrived} />
        </ErrorBoundary>
      </LocaleProvider>
    </StoresProvider>
  );
}
