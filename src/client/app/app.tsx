import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { LocaleProvider } from './locale-provider';
import { RouteDataPrefetch } from './route-data-prefetch';
import { StoresProvider } from './stores-provider';

/** The stores hold the session and the query cache; a route's data is asked before its words load. */
export function App() {
  return (
    <StoresProvider>
      <RouteDataPrefetch />
      <LocaleProvider>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </LocaleProvider>
    </StoresProvider>
  );
}
