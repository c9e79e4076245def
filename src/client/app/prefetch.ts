import { canAccess } from '@/shared/access';
import { HOME_ROUTE_NAME, ROUTES } from '@/shared/routes';
import { loadApp } from './load-app';
import { loadDefaultLayout, loaderFor } from './pages';
import { routeDataLoader } from './route-data-loaders';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC §9: payload prefetch starts after 1000 ms; each route then still waits for an idle moment. */
const PREFETCH_DELAY_MS = 1000;

/** Resolves when the browser has nothing better to do (or after two seconds where it cannot say). */
const idle = () =>
  new Promise<void>((resolve) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      : window.setTimeout(resolve, 200),
  );

/**
 * Fetches, once the page has settled and one at a time so that the page's own requests keep most of
 * a slow line, the code a user will open next: for a visitor on the sign-in page, the app itself
 * (its stores, its router and the whole stylesheet, which the sign-in form does not wait for), the
 * signed-in frame and the dashboard every sign-in lands on (not its figures, which need the
 * session); for a signed-in user, every route they may open. Never on 2G or with data saving on.
 */
export function prefetchRoutes(role: string | null | undefined): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g' ||
    connection?.saveData
  )
    return;
  const loads: (() => Promise<unknown>)[] = role
    ? ROUTES.filter((route) => canAccess(route.access, role)).map((route) => loaderFor(route.name))
    : [
        loadApp,
        loadDefaultLayout,
        loaderFor(HOME_ROUTE_NAME),
        routeDataLoader(HOME_ROUTE_NAME) ?? (async () => undefined),
        ...ROUTES.filter((route) => route.access === 'public').map((route) =>
          loaderFor(route.name),
        ),
      ];
  window.setTimeout(async () => {
    for (const load of loads) {
      await idle();
      await load().catch(() => undefined);
    }
  }, PREFETCH_DELAY_MS);
}
