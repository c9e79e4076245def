import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { decideNavigation } from '@/shared/navigation';
import { prefetchRouteData } from './route-data';

/**
 * A page's first data leaves with its code, not after it: as soon as the URL names a page the user
 * may open, its chunk and its first data are asked. Above the locale provider, so that neither
 * waits for the language's file either.
 */
export function RouteDataPrefetch() {
  const [location] = useLocation();
  const search = useSearch();
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const decision = decideNavigation(
    location,
    session?.user.role,
    locale,
    session?.user.mustChangePassword,
  );
  const route = decision.kind === 'render' ? decision.route.name : undefined;
  useEffect(() => {
    if (route) prefetchRouteData(route, new URLSearchParams(search), queryClient);
  }, [route, search, queryClient]);
  return null;
}
