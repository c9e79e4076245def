import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { reloadOnce } from './reload-guard';

export interface PageProps {
  params: Record<string, string>;
  /** Message id of the heading (`page.<name>`). */
  headingKey: string;
}

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const notAvailable: Loader = () => import('../features/info/pages/not-available-page');

/** The code chunk of each route. Pages that later work owns show an honest "not available yet". */
export const PAGE_LOADERS: Record<string, Loader> = {
  signIn: () => import('../features/auth/pages/sign-in-page'),
  privacy: () => import('../features/info/pages/privacy-page'),
  changePassword: () => import('../features/auth/pages/change-password-page'),
  userList: () => import('../features/users/pages/user-list-page'),
  userGroupList: () => import('../features/users/pages/group-list-page'),
  pwdProfileList: () => import('../features/pwd/pages/profile-list-page'),
  pwdProfileNew: () => import('../features/pwd/pages/profile-new-page'),
  pwdProfileView: () => import('../features/pwd/pages/profile-view-page'),
  providedServiceEntry: () => import('../features/services/pages/service-entry-page'),
  providedServiceView: () => import('../features/services/pages/service-view-page'),
  serviceActivities: () => import('../features/services/pages/catalogue-page'),
  dashboard: () => import('../features/dashboards/pages/dashboard-page'),
  dashboardCBR: () => import('../features/dashboards/pages/dashboard-cbr-page'),
  serviceProvided: () => import('../features/dashboards/pages/service-provided-page'),
};

export function loaderFor(routeName: string): Loader {
  return PAGE_LOADERS[routeName] ?? notAvailable;
}

/** A failed chunk load (a deploy replaced it) reloads the page once; after that the error page shows. */
const withReload = (load: Loader): Loader => () =>
  load().catch((error: unknown) => {
    reloadOnce();
    throw error;
  });

const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

export function lazyPage(routeName: string): LazyExoticComponent<ComponentType<PageProps>> {
  const key = PAGE_LOADERS[routeName] ? routeName : 'notAvailable';
  if (!lazyPages.has(key)) lazyPages.set(key, lazy(withReload(loaderFor(routeName))));
  return lazyPages.get(key)!;
}
