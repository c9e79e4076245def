import { LOCALES, type Locale, localizePath, splitLocalePath } from './locale';
import type { AccessLevel } from './access';

export type Layout = 'auth' | 'blank' | 'default';

/** Navigation groups of the app shell; `none` keeps a route out of the menu. */
export type NavArea =
  'dashboards' | 'pwd' | 'programme' | 'profiles' | 'administration' | 'account' | 'none';

export interface RouteDefinition {
  /** Internal name; the localised name is `${name}___${locale}`. */
  name: string;
  /** Path without locale prefix, in wouter syntax (`:id` for a parameter). */
  path: string;
  /** Message id of the specification's title (`route.<name>`): document.title. */
  titleKey: string;
  /** Message id of the page's heading and menu entry (`page.<name>`), which may say more than the title. */
  headingKey: string;
  access: AccessLevel;
  layout: Layout;
  area: NavArea;
}

const route = (
  name: string,
  path: string,
  access: AccessLevel,
  area: NavArea,
): RouteDefinition => ({
  name,
  path,
  titleKey: `route.${name}`,
  headingKey: `page.${name}`,
  access,
  layout: 'default',
  area,
});

/**
 * The 26 routes of the specification (../shared/SPEC.md §2, docs/spec-conformance.md) at its paths,
 * and the two beyond it (docs/decisions/0015-routes-beyond-the-specification.md).
 */
export const ROUTES: readonly RouteDefinition[] = [
  { ...route('signIn', '/', 'public', 'none'), layout: 'auth' },
  { ...route('privacy', '/privacy', 'public', 'none'), layout: 'blank' },
  route('userList', '/user/list', 'admin', 'administration'),
  route('userGroupList', '/user/grouplist', 'admin', 'administration'),
  route('pwdProfileView', '/pwd/profile/:id', 'signedIn', 'none'),
  route('pwdProfileList', '/pwd/profile/list', 'signedIn', 'pwd'),
  route('pwdProfileNew', '/pwd/profile/newProfile', 'signedIn', 'pwd'),
  route('serviceActivities', '/pwd/serviceActivities', 'superAdmin', 'administration'),
  route('providedServiceView', '/pwd/providedServiceView', 'signedIn', 'pwd'),
  route('providedServiceEntry', '/pwd/providedServiceEntry', 'signedIn', 'pwd'),
  route('batchProfileAdd', '/batch/profile/add', 'admin', 'programme'),
  route('batchProfileList', '/batch/profile/list', 'admin', 'programme'),
  route('activityHierarchy', '/batch/activityHierarchy', 'signedIn', 'programme'),
  route('newActivityForm', '/batch/newActivityForm', 'signedIn', 'programme'),
  route('activityAttributesView', '/batch/activityAttributesView', 'signedIn', 'programme'),
  route('activityAttributesEntry', '/batch/activityAttributesEntry', 'signedIn', 'programme'),
  route('fchvProfile', '/palika/fchvProfile', 'signedIn', 'profiles'),
  route('wardProfile', '/palika/wardProfile', 'signedIn', 'profiles'),
  route('schoolProfile', '/palika/schoolProfile', 'signedIn', 'profiles'),
  route('healthFacilityProfile', '/palika/healthFacilityProfile', 'signedIn', 'profiles'),
  route('actualPalikaProfile', '/palika/actualPalikaProfile', 'signedIn', 'profiles'),
  route('actualPalikaProfileBatch', '/palika/actualPalikaProfileBatch', 'signedIn', 'profiles'),
  route('dashboard', '/dashboard', 'signedIn', 'dashboards'),
  route('dashboardCBR', '/dashboardCBR', 'signedIn', 'dashboards'),
  route('serviceProvided', '/serviceProvided', 'signedIn', 'dashboards'),
  route('achievementVsTarget', '/achievementVsTarget', 'signedIn', 'dashboards'),
  // Beyond the specification (decision 0015).
  route('targetList', '/target/list', 'signedIn', 'programme'),
  route('changePassword', '/user/changePassword', 'signedIn', 'account'),
];

/** Routes of the specification's table; the others are the project's own (decision 0015). */
export const BEYOND_SPECIFICATION = ['targetList', 'changePassword'];

/**
 * Paths laid out before the specification arrived (decision 0003), moved to its paths: an old link
 * answers with a permanent redirect to the new one, in either language.
 */
export const MOVED_PATHS: Readonly<Record<string, string>> = {
  '/activity/plan/list': '/batch/activityHierarchy',
  '/activity/plan/add': '/batch/newActivityForm',
  '/fchv/profile/list': '/palika/fchvProfile',
  '/fchv/profile/add': '/palika/fchvProfile',
  '/ward/profile': '/palika/wardProfile',
  '/school/profile': '/palika/schoolProfile',
  '/healthFacility/profile': '/palika/healthFacilityProfile',
  '/palika/profile': '/palika/actualPalikaProfile',
};

/** The new path of a moved one (`/np/ward/profile` → `/np/palika/wardProfile`), or undefined. */
export function movedPath(pathname: string): string | undefined {
  const { locale, path } = splitLocalePath(pathname);
  const moved = MOVED_PATHS[path.replace(/(.)\/+$/, '$1')];
  return moved ? localizePath(moved, locale ?? 'en') : undefined;
}

export const FALLBACK_ROUTE_NAME = 'pwdProfileList';
export const HOME_ROUTE_NAME = 'dashboard';

export interface LocalizedRoute extends RouteDefinition {
  localizedName: string;
  locale: Locale;
  localizedPath: string;
}

export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = ROUTES.flatMap((definition) =>
  LOCALES.map((locale) => ({
    ...definition,
    locale,
    localizedName: `${definition.name}___${locale}`,
    localizedPath: localizePath(definition.path, locale),
  })),
);

export function routeByName(name: string): RouteDefinition {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** Matches a path (without locale prefix) against a route pattern; returns its parameters. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  if (pattern === '/') return path === '/' ? {} : undefined;
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return undefined;
      params[want[i].slice(1)] = decodeURIComponent(have[i]);
    } else if (want[i] !== have[i]) return undefined;
  }
  return params;
}

/** Finds the route for a full pathname (with or without `/np`). Static routes win over `:id`. */
export function findRoute(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const { path } = splitLocalePath(pathname);
  const ordered = [...ROUTES].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  for (const candidate of ordered) {
    const params = matchPattern(candidate.path, path === '' ? '/' : path);
    if (params) return { route: candidate, params };
  }
  return undefined;
}

export function pathFor(name: string, locale: Locale, params: Record<string, string> = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return localizePath(path, locale);
}
