import { canAccess } from '@/shared/access';
import { ROUTES } from '@/shared/routes';
import { loaderFor } from './pages';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Fetches the code of every route the user may open, 1000 ms after load, unless the line is slow-2g. */
export function prefetchRoutes(role: string | null | undefined): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.effectiveType === 'slow-2g' || connection?.saveData) return;
  window.setTimeout(() => {
    for (const route of ROUTES) if (canAccess(route.access, role)) void loaderFor(route.name)().catch(() => undefined);
  }, 1000);
}
