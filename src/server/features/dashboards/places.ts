import { raw, type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { type Measure } from '@/shared/dashboards/figures';
import { type MeasureKind } from '@/shared/dashboards/measures';
import { formatNumber } from '@/shared/format/number';
import { totalsQuery } from './figure-query';
import { periodOf } from './figures';
import type { DashboardContext } from './view';

interface Place {
  id: number;
  key: string;
  nameEn: string;
  nameNe: string;
  /** The picker's selection that opens this place. */
  place: { provinceId: number; districtId?: number; palikaId?: number; wardId?: number };
}

interface PlaceRow {
  id: number;
  name_en: string;
  name_ne: string;
  province_id: number;
  district_id?: number;
  palika_id?: number;
}

/** The places one level below the view that the caller may see, keyed as the figures group them. */
export async function childPlaces({ db, view, tenant }: DashboardContext): Promise<Place[]> {
  const { scope } = tenant;
  const ids = view.place.ids;
  const visible = (column: string, allowed: number[]) =>
    scope.national ? sql`TRUE` : sql`${raw(column)} = ANY(${allowed}::int[])`;
  const named = (statement: Sql, level: 'province' | 'district' | 'palika') =>
    db.query<PlaceRow>(statement).then((rows) =>
      rows.map((r) => ({
        id: r.id,
        key: String(r.id),
        nameEn: r.name_en,
        nameNe: r.name_ne,
        place: {
          provinceId: r.province_id,
          ...(level !== 'province' ? { districtId: r.district_id } : {}),
          ...(level === 'palika' ? { palikaId: r.id } : {}),
        },
      })),
    );
  switch (view.childLevel) {
    case 'province':
      return named(
        sql`SELECT id, name_en, name_ne, id AS province_id FROM provinces WHERE ${visible('id', scope.reachProvinceIds)} ORDER BY id`,
        'province',
      );
    case 'district':
      return named(
        sql`SELECT id, name_en, name_ne, province_id, id AS district_id FROM districts WHERE province_id = ANY(${ids}::int[]) AND ${visible('id', scope.reachDistrictIds)} ORDER BY name_en`,
        'district',
      );
    case 'palika':
      return named(
        sql`SELECT pa.id, pa.name_en, pa.name_ne, d.province_id, pa.district_id FROM palikas pa JOIN districts d ON d.id = pa.district_id
          WHERE pa.district_id = ANY(${ids}::int[]) AND ${visible('pa.id', scope.palikaIds)} ORDER BY pa.name_en`,
        'palika',
      );
    case 'ward': {
      const rows = await db.query<{
        id: number;
        palika_id: number;
        ward_number: number;
        district_id: number;
        province_id: number;
      }>(
        sql`SELECT w.id, w.palika_id, w.ward_number, pa.district_id, d.province_id FROM wards w JOIN palikas pa ON pa.id = w.palika_id JOIN districts d ON d.id = pa.district_id
          WHERE ${raw(view.place.level === 'ward' ? 'w.id' : 'w.palika_id')} = ANY(${ids}::int[]) AND ${visible('w.palika_id', scope.palikaIds)} ORDER BY w.palika_id, w.ward_number`,
      );
      return rows.map((r) => ({
        id: r.id,
        key: String(r.id),
        nameEn: `Ward ${r.ward_number}`,
        nameNe: `वडा ${formatNumber(r.ward_number, 'np')}`,
        place: {
          provinceId: r.province_id,
          districtId: r.district_id,
          palikaId: r.palika_id,
          wardId: r.id,
        },
      }));
    }
  }
}

/** The measures of the places, by the kind of rows they read: one query per kind. */
const MEASURES_BY_KIND = {
  person: ['registered', 'active'],
  reach: ['personsServed'],
  service: ['services', 'cost'],
} as const satisfies Partial<Record<MeasureKind, readonly Measure[]>>;
type PlaceKind = keyof typeof MEASURES_BY_KIND;
type PlaceMeasure = (typeof MEASURES_BY_KIND)[PlaceKind][number];

/** The key figures of each place one level below the view, every place listed even when it has none. */
export async function dashboardPlaces(
  context: DashboardContext,
): Promise<Schemas['DashboardPlaces']> {
  const { db, view, tenant } = context;
  const period = { fiscalYear: view.fiscalYear, trimester: view.trimester };
  const places = await childPlaces(context);
  const figures = new Map<string, Map<PlaceMeasure, number>>();
  for (const [kind, measures] of Object.entries(MEASURES_BY_KIND) as [
    PlaceKind,
    readonly PlaceMeasure[],
  ][]) {
    const statement = totalsQuery(view, tenant, {
      kind,
      items: measures.map((measure) => ({ measure, period })),
      byPlace: true,
    });
    for (const row of await db.query<Record<string, string | number>>(statement)) {
      const place = figures.get(String(row.key)) ?? new Map<PlaceMeasure, number>();
      measures.forEach((measure, i) => place.set(measure, Number(row[`v${i}`])));
      figures.set(String(row.key), place);
    }
  }
  const of = (measure: PlaceMeasure, key: string) => figures.get(key)?.get(measure) ?? 0;
  return {
    period: periodOf(view),
    level: view.childLevel,
    rows: places.map((place) => ({
      id: place.id,
      nameEn: place.nameEn,
      nameNe: place.nameNe,
      place: place.place,
      registered: of('registered', place.key),
      active: of('active', place.key),
      personsServed: of('personsServed', place.key),
      services: of('services', place.key),
      cost: of('cost', place.key),
    })),
  };
}
