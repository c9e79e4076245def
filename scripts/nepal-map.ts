/**
 * Nepal's 77 district boundaries (nepal-geojson, MIT) as small SVG paths, made at build time so the
 * browser never parses GeoJSON: projected, simplified (Douglas–Peucker, half a unit of a 1000-wide
 * map) and rounded. Served to the app as the virtual module `virtual:nepal-map`, which only the
 * dashboards' map imports. Provinces are drawn as their districts.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

type Point = [number, number];
interface Feature {
  properties: { DISTRICT: string; PROVINCE: number };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] };
}

export interface NepalMap {
  width: number;
  height: number;
  districts: { name: string; province: number; d: string }[];
}

const WIDTH = 1000;
const TOLERANCE = 0.5;

function perpendicular([x, y]: Point, [x1, y1]: Point, [x2, y2]: Point): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  return length === 0
    ? Math.hypot(x - x1, y - y1)
    : Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

function simplify(points: Point[]): Point[] {
  if (points.length < 3) return points;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const distance = perpendicular(points[i], points[0], points[points.length - 1]);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= TOLERANCE) return [points[0], points[points.length - 1]];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

export function nepalMap(): NepalMap {
  const features = (
    createRequire(import.meta.url)('nepal-geojson') as { districts(): { features: Feature[] } }
  ).districts().features;
  const polygonsOf = (f: Feature) =>
    f.geometry.type === 'Polygon'
      ? [f.geometry.coordinates as number[][][]]
      : (f.geometry.coordinates as number[][][][]);
  const all = features.flatMap((f) => polygonsOf(f).flat(2) as unknown as Point[]);
  const lons = all.map((p) => p[0]);
  const lats = all.map((p) => p[1]);
  const [minLon, maxLon, minLat, maxLat] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const xScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const k = WIDTH / ((maxLon - minLon) * xScale);
  const project = ([lon, lat]: Point): Point => [(lon - minLon) * xScale * k, (maxLat - lat) * k];
  const ring = (points: Point[]) => {
    const simple = simplify(points.map(project));
    return `M${simple.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;
  };
  return {
    width: WIDTH,
    height: Math.ceil((maxLat - minLat) * k),
    districts: features.map((f) => ({
      name: f.properties.DISTRICT,
      province: f.properties.PROVINCE,
      d: polygonsOf(f)
        .map((polygon) => polygon.map((r) => ring(r as unknown as Point[])).join(''))
        .join(''),
    })),
  };
}

const ID = 'virtual:nepal-map';

export function nepalMapPlugin(): Plugin {
  return {
    name: 'nepal-map',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(nepalMap())};` : undefined),
  };
}
