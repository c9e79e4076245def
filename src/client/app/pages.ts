import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import SignInPage from '@/client/features/auth/pages/sign-in-page';
import type { PageProps } from '@/client/lib/page-props';
import type { RouteName } from '@/shared/routes';
import { reloadOnce } from './reload-guard';

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const notAvailable: Loader = () => import('@/client/features/info/pages/not-available-page');

/**
 * The code chunk of each route, keyed by the shared route list's names: a route without a page, or
 * a page under a misspelt name, does not compile. The sign-in page is part of the first script: the
 * first screen of a visit draws without another round trip (docs/decisions/0041-a-lean-sign-in-entry.md).
 */
export const PAGE_LOADERS: Record<RouteName, Loader> = {
  signIn: async () => ({ default: SignInPage }),
  privacy: () => import('@/client/features/info/pages/privacy-page'),
  changePassword: () => import('@/client/features/auth/pages/change-password-page'),
  userList: () => import('@/client/features/users/pages/user-list-page'),
  userGroupList: () => import('@/client/features/users/pages/group-list-page'),
  pwdProfileList: () => import('@/client/features/pwd/pages/pwd-list-page'),
  pwdProfileNew: () => import('@/client/features/pwd/pages/pwd-new-page'),
  pwdProfileView: () => import('@/client/features/pwd/pages/pwd-view-page'),
  providedServiceEntry: () => import('@/client/features/services/pages/service-entry-page'),
  providedServiceView: () => import('@/client/features/services/pages/service-view-page'),
  serviceActivities: () => import('@/client/features/services/pages/catalogue-page'),
  activityHierarchy: () => import('@/client/features/programme/pages/activity-hierarchy-page'),
  newActivityForm: () => import('@/client/features/programme/pages/new-activity-page'),
  activityAttributesView: () =>
    import('@/client/features/programme/pages/activity-values-view-page'),
  activityAttributesEntry: () =>
    import('@/client/features/programme/pages/activity-values-entry-page'),
  batchProfileAdd: () => import('@/client/features/programme/pages/batch-entry-page'),
  batchProfileList: () => import('@/client/features/programme/pages/batch-list-page'),
  fchvProfile: () => import('@/client/features/palika/pages/fchv-page'),
  wardProfile: () => import('@/client/features/palika/pages/ward-page'),
  schoolProfile: () => import('@/client/features/palika/pages/school-page'),
  actualPalikaProfile: () => import('@/client/features/palika/pages/palika-profile-page'),
  actualPalikaProfileBatch: () => import('@/client/features/palika/pages/palika-batch-page'),
  healthFacilityProfile: () => import('@/client/features/palika/pages/health-facility-page'),
  dashboard: () => import('@/client/features/dashboards/pages/dashboard-page'),
  dashboardCBR: () => import('@/client/features/dashboards/pages/dashboard-cbr-page'),
  serviceProvided: () => import('@/client/features/dashboards/pages/service-provided-page'),
  targetList: () => import('@/client/features/targets/pages/target-list-page'),
  achievementVsTarget: () => import('@/client/features/dashboards/pages/achievement-page'),
  reporting: () => import('@/client/features/reporting/pages/reporting-page'),
  reportPeriod: () => import('@/client/features/reporting/pages/report-period-page'),
  inbox: () => import('@/client/features/reporting/pages/inbox-page'),
  dataQuality: () => import('@/client/features/reporting/pages/data-quality-page'),
  duplicatePairs: () => import('@/client/features/duplicates/pages/duplicate-pairs-page'),
  reports: () => import('@/client/features/reports/pages/reports-page'),
  idCardReport: () => import('@/client/features/reports/pages/id-card-report-page'),
};

/** The signed-in frame (menu, who is signed in, sign-out): not part of the sign-in page's script. */
export const loadDefaultLayout = () =>
  import('./layouts/default-layout').then((module) => ({ default: module.DefaultLayout }));

const isPageName = (name: string): name is RouteName => Object.hasOwn(PAGE_LOADERS, name);

/** A route's chunk; a name that is no route (an old link's name) shows an honest "not available". */
export function loaderFor(routeName: string): Loader {
  return isPageName(routeName) ? PAGE_LOADERS[routeName] : notAvailable;
}

/** A failed chunk load (a deploy replaced it) reloads the page once; after that the error page shows. */
export const withReload =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      reloadOnce();
      throw error;
    });

const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

export function lazyPage(routeName: string): ComponentType<PageProps> {
  if (routeName === 'signIn') return SignInPage;
  const key = isPageName(routeName) ? routeName : 'notAvailable';
  if (!lazyPages.has(key)) lazyPages.set(key, lazy(withReload(loaderFor(routeName))));
  return lazyPages.get(key)!;
}
