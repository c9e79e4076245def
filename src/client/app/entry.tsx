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

/**
 * The view the page's one root drew first, and whether it has drawn the other since: a move between
 * the sign-in form and the app is a move to another page, so focus goes to the new page's heading.
 * Kept beside the component, not in its state: a state set while drawing, beside the router's
 * subscription to the URL, lost the move to the form after a sign-out.
 */
const drawn: { first?: View; moved: boolean } = { moved: false };

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
  useEffect(() => {
    drawn.first ??= view;
    if (view !== drawn.first) drawn.moved = true;
  }, [view]);
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

  const arrived = drawn.moved || (drawn.first !== undefined && drawn.first !== view);
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
