import { reloadOnce } from './reload-guard';

declare const __BUILD_ID__: string;

export const CURRENT_BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
const POLL_MS = 5 * 60_000;

async function newestBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : undefined;
  } catch {
    return undefined;
  }
}

async function check(): Promise<void> {
  const newest = await newestBuildId();
  if (newest && newest !== CURRENT_BUILD_ID) reloadOnce();
}

/**
 * Reloads when a new build is deployed (polled, and whenever the tab becomes visible) or when a
 * code chunk fails to load; the reload guard stops a second reload within 10 seconds.
 */
export function watchBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  if (CURRENT_BUILD_ID === 'development') return;
  window.setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
