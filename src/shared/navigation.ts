import { canAccess } from './access';
import {
  FALLBACK_ROUTE_NAME,
  HOME_ROUTE_NAME,
  type RouteDefinition,
  findRoute,
  movedPath,
  pathFor,
} from './routes';
import type { Locale } from './locale';

export type NavigationDecision =
  | { kind: 'render'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/**
 * What to show for a path: a visitor who is not signed in goes to the root, a signed-in user at the
 * root goes to the dashboard, and a signed-in user who may not open a page goes to the profile list.
 * A user whose password must change (a new account, a reset) sees only the change-password page.
 * A path that moved to the specification's goes to its new place.
 */
export function decideNavigation(
  pathname: string,
  role: string | null | undefined,
  locale: Locale,
  mustChangePassword = false,
): NavigationDecision {
  const moved = movedPath(pathname);
  if (moved) return { kind: 'redirect', to: moved };
  const match = findRoute(pathname);
  if (!match) return { kind: 'notFound' };
  const signedIn = Boolean(role);
  const exempt = match.route.name === 'changePassword' || match.route.access === 'public';
  if (signedIn && mustChangePassword && !exempt)
    return { kind: 'redirect', to: pathFor('changePassword', locale) };
  if (match.route.path === '/' && signedIn)
    return { kind: 'redirect', to: pathFor(HOME_ROUTE_NAME, locale) };
  if (canAccess(match.route.access, role))
    return { kind: 'render', route: match.route, params: match.params };
  if (!signedIn) return { kind: 'redirect', to: pathFor('signIn', locale) };
  return { kind: 'redirect', to: pathFor(FALLBACK_ROUTE_NAME, locale) };
}
