import { describe, expect, it } from 'vitest';
import { bandOf, modifiedZ, outsideBand, outsideDistrict } from './outliers';

describe('the band of the last three periods (±33 %)', () => {
  const previous = [90, 100, 110]; // mean 100: the band is 67 to 133

  it('is the mean of the three periods, 33 % either side', () => {
    expect(bandOf(previous)).toEqual({ mean: 100, low: 67, high: 133 });
  });

  it('keeps a figure on either edge inside, and flags one just beyond', () => {
    expect(outsideBand(133, previous, 10)).toBeNull();
    expect(outsideBand(67, previous, 10)).toBeNull();
    expect(outsideBand(134, previous, 10)).toMatchObject({ direction: 'above' });
    expect(outsideBand(66, previous, 10)).toMatchObject({ direction: 'below' });
  });

  it('raises no alarm below the minimum: 2 → 3 is no jump, 2 → 30 is', () => {
    expect(outsideBand(3, [2, 2, 2], 10)).toBeNull();
    expect(outsideBand(9, [2, 2, 2], 10)).toBeNull();
    expect(outsideBand(30, [2, 2, 2], 10)).toMatchObject({ direction: 'above' });
  });

  it('flags a fall to nothing from a figure above the minimum', () => {
    expect(outsideBand(0, [40, 44, 42], 10)).toMatchObject({ direction: 'below' });
  });

  it('needs three periods', () => {
    expect(outsideBand(500, [10, 10], 10)).toBeNull();
  });
});

describe("the modified z-score against the district's other palikas", () => {
  const others = [10, 12, 14, 16, 18]; // median 14, MAD 2

  it('is 0.6745 × (x − median) / MAD', () => {
    expect(modifiedZ(24, others)!.score).toBeCloseTo((0.6745 * 10) / 2, 6);
  });

  it('flags beyond 3.5 and not at it', () => {
    // 0.6745 × (x − 14) / 2 = 3.5 at x = 14 + 7 / 0.6745 ≈ 24.378
    expect(outsideDistrict(24.37, others, 10)).toBeNull();
    expect(outsideDistrict(24.4, others, 10)).toMatchObject({ direction: 'above', compared: 5 });
    expect(outsideDistrict(3.6, others, 1)).toMatchObject({ direction: 'below' });
  });

  it('falls back on the mean absolute deviation when most others are equal', () => {
    const flat = [20, 20, 20, 20, 40]; // MAD 0; mean absolute deviation 4
    expect(modifiedZ(60, flat)!.score).toBeCloseTo(40 / (1.253314 * 4), 6);
    expect(modifiedZ(60, [20, 20, 20, 20])).toBeNull();
  });

  it('needs four others, and a figure or median at the minimum', () => {
    expect(outsideDistrict(1000, [1, 2, 3], 10)).toBeNull();
    expect(outsideDistrict(9, [1, 1, 2, 2, 1], 10)).toBeNull();
    expect(outsideDistrict(90, [1, 1, 2, 2, 1], 10)).toMatchObject({ direction: 'above' });
  });
});
