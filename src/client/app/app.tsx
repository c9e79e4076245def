import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { LocaleProvider } from './locale-provider';
import { StoresProvider } from './stores-provider';

export function App() {
  return (
    <LocaleProvider>
      <ErrorBoundary>
        <StoresProvider>
          <AppRoutes />
        </StoresProvider>
      </ErrorBoundary>
    </LocaleProvider>
  );
}
