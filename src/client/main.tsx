import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './sign-in.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE, detectLocale, readCookie, splitLocalePath } from '@/shared/locale';
import { watchBuild } from './app/build-watch';
import { Entry } from './app/entry';
import { prepareHome } from './app/load-app';
import { prefetchRoutes } from './app/prefetch';
import { loadIntlMessages } from './lib/intl';
import { whenSigningIn } from './lib/signing-in';
import { restoreSession } from './lib/storage';

const pageLocale = () =>
  detectLocale({
    pathname: window.location.pathname,
    cookie: readCookie(document.cookie, LOCALE_COOKIE),
    browserLanguages: navigator.languages,
  });

// The page's language starts loading with the first script, before React renders; not on the
// sign-in form, which draws with the first script's messages and asks the file once it is drawn
// (locale-provider.tsx), so that the file's bytes and set-up do not delay the form.
if (splitLocalePath(window.location.pathname).path !== '/') void loadIntlMessages(pageLocale());
watchBuild();
prefetchRoutes(restoreSession()?.user.role);
whenSigningIn(() => prepareHome(pageLocale()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Entry />
  </StrictMode>,
);
