import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  NEIGHBOUR_DISTANCE,
  THEME,
  VISIONS,
  closestNeighbours,
  colourDistance,
  contrastRatio,
  simulate,
} from '../../stories/support/colour';

/** The foundations pages' arithmetic, and the theme held to it (issue 22). */
const hex = (key: string) => THEME.find((c) => c.key === key)!.hex;

describe('the theme’s colours', () => {
  it('computes WCAG contrast ratios as the specification defines them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('gives text of every tone at least 4.5:1 on white, and white at least 4.5:1 on primary and secondary', () => {
    for (const key of [
      'primary',
      'secondary',
      'text',
      'textSecondary',
      'info',
      'success',
      'warning',
      'error',
    ])
      expect([key, contrastRatio(hex(key), '#ffffff') >= 4.5]).toEqual([key, true]);
    expect(contrastRatio(hex('primary'), hex('brandFaint'))).toBeGreaterThan(4.5);
  });

  it('sees, for a full-severity deuteranope, red and green drawn together and grey unchanged', () => {
    expect(simulate('#808080', 'deuteranopia')).toBe('#808080');
    const seen = (c: `#${string}`) => simulate(c, 'deuteranopia');
    expect(colourDistance(seen('#d62728'), seen('#2ca02c'))).toBeLessThan(
      colourDistance('#d62728', '#2ca02c') / 3,
    );
  });

  it('keeps neighbouring chart series apart for normal sight and the three colour-blindnesses', () => {
    const palette = CHART_PALETTE.map((c) => c.hex);
    for (const vision of [undefined, ...VISIONS])
      expect([
        vision ?? 'normal',
        closestNeighbours(palette, vision) >= NEIGHBOUR_DISTANCE,
      ]).toEqual([vision ?? 'normal', true]);
  });
});
