import { describe, expect, it } from 'vitest';
import { BAND_THRESHOLDS, bandOf, percentOf, proRated } from './bands';

describe('a target’s band', () => {
  it('is a percentage with one decimal, and none of a target of zero', () => {
    expect(percentOf(45, 60)).toBe(75);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(12, 0)).toBeUndefined();
  });

  it('pro-rates by the four-month parts where they are given, else evenly', () => {
    expect(proRated({ total: 90, periods: [10, 50, 30] }, 1)).toBe(10);
    expect(proRated({ total: 90, periods: [10, 50, 30] }, 2)).toBe(60);
    expect(proRated({ total: 90 }, 2)).toBe(60);
    expect(proRated({ total: 90, periods: null }, 3)).toBe(90);
  });

  it('is on track, at risk or behind at the thresholds, and none without a target', () => {
    expect(BAND_THRESHOLDS).toEqual({ onTrack: 90, atRisk: 70 });
    expect(bandOf(90, 100)).toBe('onTrack');
    expect(bandOf(89.9, 100)).toBe('atRisk');
    expect(bandOf(70, 100)).toBe('atRisk');
    expect(bandOf(69.9, 100)).toBe('behind');
    expect(bandOf(0, 100)).toBe('behind');
    expect(bandOf(5, 0)).toBe('none');
    expect(bandOf(5, null)).toBe('none');
    expect(bandOf(5, undefined)).toBe('none');
  });
});
