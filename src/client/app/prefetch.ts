import { canAccess } from '@/shared/access';
import { ROUTES } from '@/shared/routes';
import { loaderFor } from './pages';

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
 * Fetches the code of every route the user may open once the page has settled, one route at a time
 * so that the page's own requests keep most of a slow line; never on 2G or with data saving on.
 */
export function prefetchRoutes(role: string | null | undefined): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g' ||
    connection?.saveData
  )
    return;
  window.setTimeout(async () => {
    for (const route of ROUTES) {
      if (!canAccess(route.access, role)) continue;
      await idle();
      await loaderFor(route.name)().catch(() => undefined);
    }
  }, PREFETCH_DELAY_MS);
}
