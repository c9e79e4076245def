import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './sign-in.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE, detectLocale, readCookie } from '@/shared/locale';
import { watchBuild } from './app/build-watch';
import { Entry } from './app/entry';
import { prefetchRoutes } from './app/prefetch';
import { loadIntlMessages } from './lib/intl';
import { restoreSession } from './lib/storage';

// The page's language starts loading with the first script, before React renders.
void loadIntlMessages(
  detectLocale({
    pathname: window.location.pathname,
    cookie: readCookie(document.cookie, LOCALE_COOKIE),
    browserLanguages: navigator.languages,
  }),
);
watchBuild();
prefetchRoutes(restoreSession()?.user.role);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Entry />
  </StrictMode>,
);
