import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './sign-in.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE, detectLocale, readCookie } from '@/shared/locale';
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

// The page's language starts loading with the first script, before React renders.
void loadIntlMessages(pageLocale());
watchBuild();
prefetchRoutes(restoreSession()?.user.role);
whenSigningIn(() => prepareHome(pageLocale()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Entry />
  </StrictMode>,
);
