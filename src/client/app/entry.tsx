import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { restoreSession } from '@/client/lib/storage';
import { useLocale } from '@/client/lib/use-locale';
import type { Locale } from '@/shared/locale';
import { type NavigationDecision, decideNavigation } from '@/shared/navigation';
import { ErrorBoundary } from './error-boundary';
import { loadApp, loadedApp, startRoute } from './load-app';
import { LocaleProvider } from './locale-provider';
import { NavigationProgress } from './navigation-progress';
import { SignInShell } from './sign-in-shell';

type View = 'signIn' | 'app';

const decide = (path: string, locale: Locale): NavigationDecision => {
  const session = restoreSession();
  return decideNavigation(path, session?.user.role, locale, session?.user.mustChangePassword);
};

const isSignIn = (decision: NavigationDecision) =>
  decision.kind === 'render' && decision.route.name === 'signIn';

/** Throws the app's failed load to the error boundary around it. */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The first script's root. The sign-in form (a visitor with no session on the sign-in page) is drawn
 * with React, the router, the messages and its own small stylesheet alone; every other page is the
 * app's (src/client/app/app.tsx: the query client, the session's store, the whole stylesheet), a
 * chunk of its own that the sign-in page fetches in idle time and a signed-in page asks at once
 * (docs/decisions/0047-the-sign-in-form-without-the-app.md). The session is read from storage,
 * where a sign-in puts it and a sign-out removes it, each time the URL changes.
 */
export function Entry() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const locale = useLocale();
  const decision = decide(location, locale);
  // A visitor without a session on a signed-in page goes to the sign-in form without the app.
  const toSignIn =
    decision.kind === 'redirect' && isSignIn(decide(decision.to, locale)) ? decision.to : undefined;
  const view: View = isSignIn(decision) || toSignIn ? 'signIn' : 'app';
  // Which view was drawn before: a move between them is a move to another page (focus follows).
  const [views, setViews] = useState<{ now: View; before?: View }>({ now: view });
  if (views.now !== view) setViews({ now: view, before: views.now });
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const app = loadedApp();

  useEffect(() => {
    if (toSignIn) navigate(toSignIn, { replace: true });
  }, [toSignIn, navigate]);

  useEffect(() => {
    if (view !== 'app' || loadedApp()) return;
    startRoute(location, search);
    let current = true;
    loadApp().then(
      () => current && setLoaded((count) => count + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [view, location, search]);

  const arrived = views.before !== undefined;
  if (toSignIn) return null;
  if (view === 'signIn') return <SignInShell decision={decision} arrived={arrived} />;
  if (app) return <app.App arrived={arrived} />;
  return (
    <LocaleProvider>
      <ErrorBoundary>
        {failure ? <Failed error={failure.error} /> : <NavigationProgress />}
      </ErrorBoundary>
    </LocaleProvider>
  );
}
