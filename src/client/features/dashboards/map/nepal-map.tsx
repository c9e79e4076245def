import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { boundaryKeyOf, nameKey } from './district-names';

type MapData = (typeof import('virtual:nepal-map'))['default'];

export interface MapArea {
  id: number;
  /** Shown and read out, in the user's language. */
  name: string;
  /** The English district name, matched to a boundary (districts only). */
  nameEn: string;
  value: number;
}

export interface NepalMapProps {
  /** Shade provinces (drawn as their districts) or districts. */
  level: 'province' | 'district';
  areas: MapArea[];
  /** Which areas the map shows: all of Nepal, or the districts of these provinces. */
  provinceIds?: number[];
  measureLabel: string;
  onSelect?: (id: number) => void;
}

/** Five steps of one blue, light to dark: ordered by lightness, so it reads without colour vision. */
const STEPS = ['#eff6ff', '#bfdbfe', '#60a5fa', '#2563eb', '#1e3a8a'];
type District = MapData['districts'][number];

/** One shape per area: a province's districts together, or each district alone. */
function groupsOf(
  districts: District[],
  level: 'province' | 'district',
): { key: string; districts: District[] }[] {
  if (level === 'district') return districts.map((d) => ({ key: d.name, districts: [d] }));
  const provinces = new Map<number, District[]>();
  for (const d of districts) provinces.set(d.province, [...(provinces.get(d.province) ?? []), d]);
  return [...provinces].map(([province, members]) => ({
    key: `province-${province}`,
    districts: members,
  }));
}

/** The box around the areas drawn, so a province's districts fill the map. */
function boxOf(paths: string[]): string {
  const numbers = paths
    .join(' ')
    .match(/-?\d+(\.\d+)?/g)
    ?.map(Number) ?? [0, 0];
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  const pad = 4;
  return `${x - pad} ${y - pad} ${Math.max(...xs) - x + 2 * pad} ${Math.max(...ys) - y + 2 * pad}`;
}

const stepOf = (value: number, max: number) =>
  max <= 0 || value <= 0 ? -1 : Math.min(4, Math.floor((value / max) * 5 - 1e-9));

/**
 * Nepal shaded by a measure: a picture named for screen readers, each area opening its place on a
 * click or a touch, and a legend of the steps in numbers. The table beside it says the same in text
 * and is the keyboard's way in (one stop per place, not two: decision 0018).
 */
export function NepalMap({ level, areas, provinceIds, measureLabel, onSelect }: NepalMapProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [map, setMap] = useState<MapData>();
  useEffect(() => {
    let live = true;
    void import('virtual:nepal-map').then((module) => live && setMap(module.default));
    return () => {
      live = false;
    };
  }, []);
  if (!map) return <div className="h-64 animate-pulse rounded bg-gray-100" aria-busy="true" />;
  const byProvince = new Map(areas.map((a) => [a.id, a]));
  const byDistrict = new Map(areas.map((a) => [boundaryKeyOf(a.nameEn), a]));
  const shown = map.districts.filter(
    (d) => level === 'province' || !provinceIds?.length || provinceIds.includes(d.province),
  );
  const max = Math.max(0, ...areas.map((a) => a.value));
  const n = (v: number) => formatNumber(v, locale);
  const areaOf = (district: District) =>
    level === 'province'
      ? byProvince.get(district.province)
      : byDistrict.get(nameKey(district.name));
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={
          level === 'province' ? `0 0 ${map.width} ${map.height}` : boxOf(shown.map((d) => d.d))
        }
        className="h-auto w-full"
        role="img"
        aria-label={intl.formatMessage({ id: 'dashboard.map.label' }, { measure: measureLabel })}
      >
        {groupsOf(shown, level).map(({ key, districts }) => {
          const area = areaOf(districts[0]);
          const step = area ? stepOf(area.value, max) : -1;
          const fill = step < 0 ? '#f3f4f6' : STEPS[step];
          const label = area ? `${area.name}: ${n(area.value)}` : districts[0].name;
          const interactive = Boolean(area && onSelect);
          return (
            <g
              key={key}
              className={interactive ? 'cursor-pointer hover:opacity-80' : undefined}
              onClick={interactive ? () => onSelect!(area!.id) : undefined}
            >
              <title>{label}</title>
              {districts.map((district) => (
                <path
                  key={district.name}
                  d={district.d}
                  fill={fill}
                  stroke={level === 'province' ? fill : '#ffffff'}
                  strokeWidth={level === 'province' ? 0.6 : 1}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-2 text-xs text-gray-800">
        <span>{measureLabel}:</span>
        {max <= 0 && <FormattedMessage id="dashboard.map.nothing" />}
        {max > 0 &&
          STEPS.map((colour, step) => (
            <span key={colour} className="flex items-center gap-1">
              <span
                aria-hidden
                className="inline-block h-3 w-5 border border-gray-400"
                style={{ background: colour }}
              />
              {n(Math.ceil((max * step) / 5))}–{n(Math.floor((max * (step + 1)) / 5))}
            </span>
          ))}
      </figcaption>
    </figure>
  );
}
