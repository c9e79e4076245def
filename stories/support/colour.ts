/**
 * The theme's colours as the foundations pages show them, and the arithmetic that checks them:
 * WCAG 2 contrast ratios, and how a colour looks to the common colour-blindnesses (the matrices of
 * Machado, Oliveira and Fernandes 2009, severity 1) with the distance between two colours in CIELAB.
 */
export type Hex = `#${string}`;

/** The theme (tailwind.config.ts, styles.css) and the alert tones (components/alert.tsx). */
export const THEME: { key: string; hex: Hex }[] = [
  { key: 'primary', hex: '#303068' },
  { key: 'secondary', hex: '#212146' },
  { key: 'brandSubtle', hex: '#6a6cb0' },
  { key: 'brandMuted', hex: '#c7c9ea' },
  { key: 'brandFaint', hex: '#eef0fb' },
  { key: 'text', hex: '#1f2937' },
  { key: 'textSecondary', hex: '#374151' },
  { key: 'info', hex: '#1e3a8a' },
  { key: 'success', hex: '#14532d' },
  { key: 'warning', hex: '#78350f' },
  { key: 'error', hex: '#7f1d1d' },
  { key: 'white', hex: '#ffffff' },
];

/** The chart series in order (series-colours.ts), at the shade the charts fill with (Tailwind 500). */
export const CHART_PALETTE: { key: string; hex: Hex }[] = [
  { key: 'blue', hex: '#3b82f6' },
  { key: 'amber', hex: '#f59e0b' },
  { key: 'slate', hex: '#64748b' },
  { key: 'violet', hex: '#8b5cf6' },
  { key: 'emerald', hex: '#10b981' },
  { key: 'rose', hex: '#f43f5e' },
];

const channels = (hex: Hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function luminance(hex: Hex): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Hex, b: Hex): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** What a ratio allows: body text (4.5), large text and shapes (3), or neither. */
export const contrastGrade = (ratio: number) =>
  ratio >= 4.5 ? 'text' : ratio >= 3 ? 'large' : 'none';

export const VISIONS = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Vision = (typeof VISIONS)[number];

const MATRICES: Record<Vision, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const clamp = (c: number) => Math.min(1, Math.max(0, c));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(clamp(c) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}` as Hex;

/** The colour as a person with this colour-blindness sees it. */
export function simulate(hex: Hex, vision: Vision): Hex {
  const rgb = channels(hex).map(linear);
  const seen = MATRICES[vision].map((row) => row.reduce((sum, k, i) => sum + k * rgb[i], 0));
  return toHex(seen.map((c) => gamma(clamp(c))));
}

function lab(hex: Hex): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear);
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

/** How far apart two colours look (CIE76 ΔE: about 2.3 is just noticeable; 10 and more is clear). */
export function colourDistance(a: Hex, b: Hex): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** Neighbouring series (which a stacked chart puts side by side) must stay this far apart. */
export const NEIGHBOUR_DISTANCE = 10;

/** The smallest distance between neighbouring series of the palette, for normal sight or a vision. */
export function closestNeighbours(palette: Hex[], vision?: Vision): number {
  const seen = vision ? palette.map((hex) => simulate(hex, vision)) : palette;
  return Math.min(...seen.slice(1).map((hex, i) => colourDistance(seen[i], hex)));
}
