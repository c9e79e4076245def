import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchBuild } from './app/build-watch';
import { prefetchRoutes } from './app/prefetch';
import { restoreSession } from './lib/storage';

watchBuild();
prefetchRoutes(restoreSession()?.user.role);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
