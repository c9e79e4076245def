import { describe, expect, it, vi } from 'vitest';
import { placeTrail } from './use-dashboard';

const labels = (names: Parameters<typeof placeTrail>[0]) =>
  placeTrail(names, { provinceId: 1, districtId: 6, palikaId: 52 }, vi.fn()).map((c) => c.label);

const DRILLED = { province: 'Koshi Province', district: 'Morang', palika: 'Rangeli' };

describe('the place trail', () => {
  it('names each place once, in order, for a district user drilling into a palika', () => {
    expect(labels({ root: 'Morang', rootCovers: 2, ...DRILLED })).toEqual(['Morang', 'Rangeli']);
  });

  it('starts at Nepal for a national user and names every level', () => {
    expect(labels({ root: 'Nepal', rootCovers: 0, ...DRILLED })).toEqual([
      'Nepal',
      'Koshi Province',
      'Morang',
      'Rangeli',
    ]);
  });

  it("keeps the district under a user's several districts, and the ward under a palika user's palika", () => {
    expect(labels({ root: 'Morang, Jhapa', rootCovers: 1, ...DRILLED })).toEqual([
      'Morang, Jhapa',
      'Morang',
      'Rangeli',
    ]);
    expect(labels({ root: 'Rangeli', rootCovers: 3, ...DRILLED, ward: 'Ward 2' })).toEqual([
      'Rangeli',
      'Ward 2',
    ]);
  });

  it('goes back up to the place a crumb names', () => {
    const drillTo = vi.fn();
    placeTrail(
      { root: 'Morang', rootCovers: 2, ...DRILLED },
      { provinceId: 1, districtId: 6, palikaId: 52 },
      drillTo,
    )[0].onSelect!();
    expect(drillTo).toHaveBeenCalledWith({});
  });
});
