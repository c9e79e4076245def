import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './sign-in.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE, detectLocale, readCookie } from '@/shared/locale';
import { watchBuild } from './app/build-watch';
import { Entry } from './app/entry';
import { prepareHome } from './app/load-app';
import { prefetchRoutes } from './app/prefetch';
import { loadIntlMessages } from './lib/intl';
import { findSignInDrawnAhead } from './lib/sign-in-ahead';
import { whenSigningIn } from './lib/signing-in';
import { restoreSession } from './lib/storage';

const pageLocale = () =>
  detectLocale({
    pathname: window.location.pathname,
    cookie: readCookie(document.cookie, LOCALE_COOKIE),
    browserLanguages: navigator.languages,
  });

// The page's language starts loading with the first script, before React renders.
void loadIntlMessages(pageLocale());
watchBuild();
prefetchRoutes(restoreSession()?.user.role);
whenSigningIn(() => prepareHome(pageLocale()));

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <Entry />
  </StrictMode>
);
// Over the sign-in form drawn in the HTML, the first drawing is synchronous: the form reads what
// was typed, pressed and focused there, and replaces it in the same task, so nothing is lost between.
// It waits one turn after this script's run: a press or a key held up by that run is answered by
// the drawn form's own script first, and waits for one of the two long tasks, not both.
if (findSignInDrawnAhead()) setTimeout(() => flushSync(() => root.render(app)));
else root.render(app);
