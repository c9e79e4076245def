import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY, reloadOnce } from './reload-guard';

function deps(start: number) {
  const values = new Map<string, string>();
  let now = start;
  return {
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    },
    now: () => now,
    reload: vi.fn(),
    advance: (ms: number) => (now += ms),
    values,
  };
}

describe('the reload guard', () => {
  it('reloads once, refuses a second reload within 10 seconds, and allows one after', () => {
    const d = deps(1_000_000);
    expect(reloadOnce(d)).toBe(true);
    d.advance(9_999);
    expect(reloadOnce(d)).toBe(false);
    d.advance(1);
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
    expect(d.values.get(RELOAD_GUARD_KEY)).toBe('1010000');
  });

  it('treats a corrupt stored time as no earlier reload', () => {
    const d = deps(5_000_000);
    d.values.set(RELOAD_GUARD_KEY, 'garbage');
    expect(reloadOnce(d)).toBe(true);
  });
});
