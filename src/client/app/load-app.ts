import { loadIntlMessages } from '@/client/lib/intl';
import { restoreSession } from '@/client/lib/storage';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@/shared/locale';
import { decideNavigation } from '@/shared/navigation';
import { HOME_ROUTE_NAME } from '@/shared/routes';
import { askFirstData } from './first-data';
import { loadDefaultLayout, loaderFor, withReload } from './pages';

type AppModule = typeof import('./app');

let loaded: AppModule | undefined;
let loading: Promise<AppModule> | undefined;

/**
 * The signed-in app (its stores: the query client and the session's atoms; the router of every
 * page but the sign-in form; the whole stylesheet): a chunk of its own, which the sign-in form does
 * not wait for (docs/decisions/0047-the-sign-in-form-without-the-app.md). Asked once; a failed load
 * (a deploy replaced it) reloads the page once, then may be asked again.
 */
export function loadApp(): Promise<AppModule> {
  loading ??= withReload(() => import('./app'))().then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The app's module once it has come, to draw it without waiting a turn. */
export const loadedApp = (): AppModule | undefined => loaded;

/**
 * Before the app's code has come, for a page other than the sign-in form: the app's chunk, the
 * page's chunk, the signed-in frame and the page's first data all leave at once, so that none
 * waits for another. A redirect (the root of a signed-in user) is followed once.
 */
export function startRoute(location: string, search: string): void {
  const session = restoreSession();
  const decide = (path: string) =>
    decideNavigation(
      path,
      session?.user.role,
      splitLocalePath(path).locale ?? DEFAULT_LOCALE,
      session?.user.mustChangePassword,
    );
  let decision = decide(location);
  if (decision.kind === 'redirect') decision = decide(decision.to);
  if (decision.kind === 'render' && decision.route.name === 'signIn') return;
  void loadApp().catch(() => undefined);
  if (decision.kind !== 'render') return;
  void loaderFor(decision.route.name)().catch(() => undefined);
  if (decision.route.layout === 'default') void loadDefaultLayout().catch(() => undefined);
  askFirstData(decision.route.name, new URLSearchParams(search));
}

/**
 * When "Sign in" is pressed: the code every sign-in lands on (the app, the signed-in frame, the
 * dashboard's page and the language's whole messages) leaves beside the sign-in request, all at
 * once, so that after the answer only the figures travel (asked by startRoute as the dashboard is
 * known). Each is asked once, whoever asks first (the idle prefetch, startRoute).
 */
export function prepareHome(locale: Locale): void {
  void loadApp().catch(() => undefined);
  void loadDefaultLayout().catch(() => undefined);
  void loaderFor(HOME_ROUTE_NAME)().catch(() => undefined);
  void loadIntlMessages(locale).catch(() => undefined);
}
