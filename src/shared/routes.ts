import type { AccessLevel } from './access';
import { LOCALES, type Locale, localizePath, splitLocalePath } from './locale';

export type Layout = 'auth' | 'blank' | 'default';

/** Navigation groups of the app shell; `none` keeps a route out of the menu. */
export type NavArea = 'dashboards' | 'pwd' | 'programme' | 'profiles' | 'administration' | 'account' | 'none';

export interface RouteDefinition {
  /** Internal name; the localised name is `${name}___${locale}`. */
  name: string;
  /** Path without locale prefix, in wouter syntax (`:id` for a parameter). */
  path: string;
  /** Message id of the page title in locales/*.json. */
  titleKey: string;
  access: AccessLevel;
  layout: Layout;
  area: NavArea;
}

const route = (name: string, path: string, access: AccessLevel, area: NavArea): RouteDefinition => ({
  name,
  path,
  titleKey: `route.${name}`,
  access,
  layout: 'default',
  area,
});

/** The 26 routes of the application (docs/decisions/0003-route-table.md). */
export const ROUTES: readonly RouteDefinition[] = [
  { ...route('signIn', '/', 'public', 'none'), layout: 'auth' },
  { ...route('privacy', '/privacy', 'public', 'none'), layout: 'blank' },
  route('dashboard', '/dashboard', 'signedIn', 'dashboards'),
  route('dashboardCBR', '/dashboardCBR', 'signedIn', 'dashboards'),
  route('serviceProvided', '/serviceProvided', 'signedIn', 'dashboards'),
  route('achievementVsTarget', '/achievementVsTarget', 'signedIn', 'dashboards'),
  route('pwdProfileList', '/pwd/profile/list', 'signedIn', 'pwd'),
  route('pwdProfileNew', '/pwd/profile/newProfile', 'signedIn', 'pwd'),
  route('pwdProfileView', '/pwd/profile/:id', 'signedIn', 'none'),
  route('providedServiceEntry', '/pwd/providedServiceEntry', 'signedIn', 'pwd'),
  route('providedServiceView', '/pwd/providedServiceView', 'signedIn', 'pwd'),
  route('serviceActivities', '/pwd/serviceActivities', 'superAdmin', 'administration'),
  route('batchProfileList', '/batch/profile/list', 'admin', 'programme'),
  route('batchProfileAdd', '/batch/profile/add', 'admin', 'programme'),
  route('activityPlanList', '/activity/plan/list', 'signedIn', 'programme'),
  route('activityPlanAdd', '/activity/plan/add', 'signedIn', 'programme'),
  route('targetList', '/target/list', 'signedIn', 'programme'),
  route('fchvProfileList', '/fchv/profile/list', 'signedIn', 'profiles'),
  route('fchvProfileAdd', '/fchv/profile/add', 'signedIn', 'profiles'),
  route('wardProfile', '/ward/profile', 'signedIn', 'profiles'),
  route('schoolProfile', '/school/profile', 'signedIn', 'profiles'),
  route('healthFacilityProfile', '/healthFacility/profile', 'signedIn', 'profiles'),
  route('palikaProfile', '/palika/profile', 'signedIn', 'profiles'),
  route('userList', '/user/list', 'admin', 'administration'),
  route('userGroupList', '/user/grouplist', 'admin', 'administration'),
  route('changePassword', '/user/changePassword', 'signedIn', 'account'),
];

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
export function findRoute(pathname: string): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const { path } = splitLocalePath(pathname);
  const ordered = [...ROUTES].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  for (const candidate of ordered) {
    const params = matchPattern(candidate.path, path === '' ? '/' : path);
    if (params) return { route: candidate, params };
  }
  return undefined;
}

export function pathFor(name: string, locale: Locale, params: Record<string, string> = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  return localizePath(path, locale);
}
