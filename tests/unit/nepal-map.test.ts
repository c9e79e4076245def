import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { boundaryKeyOf, nameKey } from '@/client/features/dashboards/map/district-names';
import { nepalMap } from '../../scripts/nepal-map';

const districts = createRequire(import.meta.url)('states-nepal/lib/cjs/data/districts/en.json') as {
  province_id: number;
  name: string;
}[];

describe('the map of Nepal', () => {
  const map = nepalMap();

  it('has one boundary for each of the 77 districts the application seeds, in the same province', () => {
    const boundaries = new Map(map.districts.map((d) => [nameKey(d.name), d]));
    const matched = districts.map((d) => [
      d.name,
      d.province_id,
      boundaries.get(boundaryKeyOf(d.name))?.province,
    ]);
    expect(matched.filter(([, province, boundary]) => province !== boundary)).toEqual([]);
    expect(new Set(districts.map((d) => boundaryKeyOf(d.name))).size).toBe(77);
  });

  it('is small enough for a slow line and drawn inside its own box', () => {
    const size = JSON.stringify(map).length;
    expect(size).toBeLessThan(100_000);
    const numbers = map.districts.flatMap((d) => d.d.match(/-?\d+(\.\d+)?/g)!.map(Number));
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(map.width);
  });
});
