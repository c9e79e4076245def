import type { Measure } from '@/shared/dashboards/figures';

/**
 * The key figures of a palika's period looked at for outliers (issue 40 §2), each with the least
 * figure worth an alarm: nothing is flagged while both the figure and what it is compared with are
 * below it (no alarm over 2 → 3).
 */
export const OUTLIER_MEASURES = {
  registrations: { minimum: 10 },
  services: { minimum: 10 },
  personsServed: { minimum: 10 },
  participants: { minimum: 20 },
  cost: { minimum: 50_000 },
  expenditure: { minimum: 50_000 },
} as const satisfies Partial<Record<Measure, { minimum: number }>>;

export type OutlierMeasure = keyof typeof OUTLIER_MEASURES;
export const OUTLIER_MEASURE_IDS = Object.keys(OUTLIER_MEASURES) as OutlierMeasure[];

/** The two tests: against the palika's own last periods, against the district's other palikas. */
export const OUTLIER_TESTS = ['band', 'district'] as const;
export type OutlierTest = (typeof OUTLIER_TESTS)[number];

/** How many periods before this one make the band, and how far from their mean it reaches (Nepal's HMIS reviews: ±33 %). */
export const BAND_PERIODS = 3;
export const BAND_WIDTH = 0.33;
/** The modified z-score beyond which a palika stands out from its district (Iglewicz and Hoaglin). */
export const Z_LIMIT = 3.5;
/** The fewest other palikas of the district a comparison needs. */
export const DISTRICT_MINIMUM = 4;

export interface Band {
  mean: number;
  low: number;
  high: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** The band of a figure's last periods: their mean ±33 %. */
export function bandOf(previous: readonly number[]): Band {
  const mean = previous.reduce((sum, value) => sum + value, 0) / (previous.length || 1);
  return {
    mean: round(mean),
    low: round(mean * (1 - BAND_WIDTH)),
    high: round(mean * (1 + BAND_WIDTH)),
  };
}

/**
 * Whether a figure is outside the band of its last three periods: strictly beyond an edge (a figure
 * on the edge is inside), with three periods known, and the figure or their mean at least the minimum.
 */
export function outsideBand(value: number, previous: readonly number[], minimum: number) {
  if (previous.length < BAND_PERIODS) return null;
  const band = bandOf(previous);
  if (Math.max(value, band.mean) < minimum) return null;
  if (value > band.high) return { band, direction: 'above' as const };
  if (value < band.low) return { band, direction: 'below' as const };
  return null;
}

const medianOf = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A figure's modified z-score against the other palikas' figures: 0.6745 × (x − median) / MAD, or,
 * where more than half the others share one figure (MAD 0), (x − median) / (1.2533 × mean absolute
 * deviation); null where the others do not vary at all or are too few.
 */
export function modifiedZ(value: number, others: readonly number[]) {
  if (others.length < DISTRICT_MINIMUM) return null;
  const median = medianOf(others);
  const deviations = others.map((other) => Math.abs(other - median));
  const mad = medianOf(deviations);
  if (mad > 0) return { median, score: (0.6745 * (value - median)) / mad };
  const meanAbsolute = deviations.reduce((sum, d) => sum + d, 0) / deviations.length;
  if (meanAbsolute === 0) return null;
  return { median, score: (value - median) / (1.253314 * meanAbsolute) };
}

/** Whether a figure stands out from the district's other palikas: |z| above 3.5, the figure or their median at least the minimum. */
export function outsideDistrict(value: number, others: readonly number[], minimum: number) {
  const z = modifiedZ(value, others);
  if (!z || Math.max(value, z.median) < minimum || Math.abs(z.score) <= Z_LIMIT) return null;
  return {
    median: round(z.median),
    score: round(z.score),
    compared: others.length,
    direction: z.score > 0 ? ('above' as const) : ('below' as const),
  };
}
