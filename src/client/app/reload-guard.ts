export const RELOAD_GUARD_KEY = 'lastReloadAt';
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/** Reloads the page unless it already reloaded within the last 10 seconds; says whether it did. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  deps.reload();
  return true;
}
