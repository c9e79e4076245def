/**
 * How far a place is along its target, in one place for the dashboard, its stories and its tests
 * (issue 19 §2): the achievement to the current four-month period against the target pro-rated to
 * that period. Said in words as well as colour.
 */
export const BAND_THRESHOLDS = {
  /** At or above this share of the pro-rated target: on track. */
  onTrack: 90,
  /** At or above this share, below on track: at risk; below it: behind. */
  atRisk: 70,
} as const;

export type Band = 'onTrack' | 'atRisk' | 'behind' | 'none';

/** Achievement as a share of a target, one decimal; undefined for a target of zero ("—"). */
export function percentOf(achieved: number, target: number): number | undefined {
  if (target <= 0) return undefined;
  return Math.round((achieved / target) * 1000) / 10;
}

/**
 * The target up to the end of a four-month period (1–3): the sum of its four-month parts where it
 * has them, else the total spread evenly over the year's three periods.
 */
export function proRated(
  target: { total: number; periods?: readonly [number, number, number] | null },
  throughPeriod: 1 | 2 | 3,
): number {
  if (target.periods) return target.periods.slice(0, throughPeriod).reduce((a, b) => a + b, 0);
  return (target.total * throughPeriod) / 3;
}

/** The band of an achievement against its pro-rated target; a missing target has none, and so does a target of zero (nothing to be along: its percentage is "—"). */
export function bandOf(achieved: number, proRatedTarget: number | null | undefined): Band {
  if (proRatedTarget === null || proRatedTarget === undefined) return 'none';
  const percent = percentOf(achieved, proRatedTarget);
  if (percent === undefined) return 'none';
  if (percent >= BAND_THRESHOLDS.onTrack) return 'onTrack';
  if (percent >= BAND_THRESHOLDS.atRisk) return 'atRisk';
  return 'behind';
}

export const BAND_NAMES = [
  'onTrack',
  'atRisk',
  'behind',
  'none',
] as const satisfies readonly Band[];
