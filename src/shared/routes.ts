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

const route = <Name extends string, Path extends string>(
  name: Name,
  path: Path,
  access: AccessLevel,
  area: NavArea,
): RouteDefinition & { name: Name; path: Path } => ({
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
 * and those beyond it (docs/decisions/0015-routes-beyond-the-specification.md, and 0045 for the
 * reporting cycle's three, 0052 for data quality, 0056 for the official reports).
 */
const ROUTE_TABLE = [
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
  // The reporting cycle (issue 39, decision 0045).
  route('reporting', '/reporting', 'signedIn', 'dashboards'),
  route('reportPeriod', '/reporting/:palikaId/:fiscalYear/:period', 'signedIn', 'none'),
  route('inbox', '/inbox', 'signedIn', 'account'),
  // Data quality (issue 40, decision 0052).
  route('dataQuality', '/dataQuality', 'signedIn', 'dashboards'),
  // The same person in two places (issue 40 §3, decision 0048).
  route('duplicatePairs', '/dataQuality/duplicates', 'superAdmin', 'administration'),
  // The official reports (issue 41, decision 0056).
  route('reports', '/reports', 'signedIn', 'dashboards'),
  route('idCardReport', '/reports/idCards', 'signedIn', 'none'),
] as const;

/** The name of a route of the app: a link to a name that does not exist does not compile. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];
export const ROUTES: readonly (RouteDefinition & { name: RouteName })[] = ROUTE_TABLE;
type PathOf<Name extends RouteName> = Extract<(typeof ROUTE_TABLE)[number], { name: Name }>['path'];
/** The parameters a route's path names (`:id` → `{ id: string }`). */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Key}/${infer Rest}`
  ? { [K in Key]: string } & RouteParams<`/${Rest}`>
  : Path extends `${string}:${infer Key}`
    ? { [K in Key]: string }
    : Record<string, never>;
/** A query string's values: empty, null and undefined leave the key out. */
export type RouteQuery =
  Record<string, string | number | boolean | null | undefined> | URLSearchParams | string;

/** Routes of the specification's table; the others are the project's own (decision 0015). */
export const BEYOND_SPECIFICATION = [
  'targetList',
  'changePassword',
  'reporting',
  'reportPeriod',
  'inbox',
  'dataQuality',
  'duplicatePairs',
  'reports',
  'idCardReport',
];

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

export function pathFor<Name extends RouteName>(
  name: Name,
  locale: Locale,
  params?: RouteParams<PathOf<Name>>,
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
  return localizePath(path, locale);
}

/** The text of a query string, without the empty values; '' when nothing is left. */
export function queryText(query: RouteQuery | undefined): string {
  if (!query) return '';
  const entries =
    typeof query === 'string' || query instanceof URLSearchParams
      ? [...new URLSearchParams(query).entries()]
      : Object.entries(query);
  const kept = entries.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return new URLSearchParams(kept.map(([key, value]) => [key, String(value)])).toString();
}

/** A link to a route, in a language, with its parameters and query: checked by the compiler. */
export function hrefFor<Name extends RouteName>(
  name: Name,
  locale: Locale,
  params?: RouteParams<PathOf<Name>>,
  query?: RouteQuery,
): string {
  const search = queryText(query);
  return `${pathFor(name, locale, params)}${search ? `?${search}` : ''}`;
}
