import { raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { childPlaces } from './places';
import { type DashboardContext, placeSql } from './view';

type Resources = Schemas['DashboardResources'];
type Figures = Resources['total'];

/** The column that groups a ward into the place one level below the view. */
const KEY = {
  province: 'd.province_id',
  district: 'pa.district_id',
  palika: 'pa.id',
  ward: 'w.id',
} as const;

interface Row {
  key: number;
  wards: number;
  fchvs: number;
  schools: number;
  resource_schools: number;
  facilities: number;
  rehab_facilities: number;
  census: number | null;
  registered: number;
  known: number;
  units: number;
}

/**
 * What each place one level below the view has for CBR, and its census count of persons with
 * disabilities (issue 18 §3). The census is counted by palika (its own profile's count, else the
 * sum of its wards' when every ward gives one), or by ward below a palika; the persons registered
 * to date are counted in the same places only, so registered per census count compares like
 * with like. Every place listed, even with nothing.
 */
export async function dashboardResources(context: DashboardContext): Promise<Resources> {
  const { db, view } = context;
  const byWard = view.childLevel === 'ward';
  const where = placeSql(context, ['w.palika_id', 'w.ward_number']);
  // A unit is where the census is counted: a palika, or a ward below a palika. Each table is
  // counted straight into its unit's place, so the plan stays small however the estimates go.
  const unit = byWard
    ? 'ward_id AS unit, palika_id, ward_number, key'
    : 'DISTINCT palika_id AS unit, palika_id, NULL::int AS ward_number, key';
  const on = raw(
    byWard
      ? 'u.palika_id = t.palika_id AND u.ward_number = t.ward_no'
      : 'u.palika_id = t.palika_id',
  );
  const census = byWard
    ? sql`SELECT u.unit, wp.pwd_census_count AS census FROM unit u
        LEFT JOIN ward_profiles wp ON wp.ward_id = u.unit`
    : sql`SELECT u.unit, COALESCE(pp.pwd_census_count,
          CASE WHEN bool_and(wp.pwd_census_count IS NOT NULL) THEN sum(wp.pwd_census_count) END) AS census
        FROM unit u JOIN ward_profiles wp ON wp.palika_id = u.unit
          LEFT JOIN palika_profiles pp ON pp.palika_id = u.unit
        GROUP BY u.unit, pp.pwd_census_count`;
  const rows = await db.query<Row>(
    sql`WITH base AS (
        SELECT w.id AS ward_id, w.palika_id, w.ward_number, ${raw(KEY[view.childLevel])} AS key
        FROM wards w JOIN palikas pa ON pa.id = w.palika_id JOIN districts d ON d.id = pa.district_id
        WHERE ${where}),
      unit AS (SELECT ${raw(unit)} FROM base),
      ward_count AS (SELECT key, count(*)::int AS wards FROM base GROUP BY key),
      fchv AS (SELECT u.key, count(*)::int AS n FROM fchvs t JOIN unit u ON ${on}
        WHERE t.deleted_at IS NULL AND t.status = 'active' GROUP BY u.key),
      school AS (SELECT u.key, count(*)::int AS n,
          count(*) FILTER (WHERE t.special_education = 'resource_class' OR cardinality(t.resource_class_types) > 0)::int AS rc
        FROM schools t JOIN unit u ON ${on} WHERE t.deleted_at IS NULL GROUP BY u.key),
      facility AS (SELECT u.key, count(*)::int AS n,
          count(*) FILTER (WHERE 'rehabilitation' = ANY(t.services))::int AS rehab
        FROM health_facilities t JOIN unit u ON ${on} WHERE t.deleted_at IS NULL GROUP BY u.key),
      person AS (SELECT u.unit, count(*) AS n FROM pwd_persons t JOIN unit u ON ${on}
        WHERE t.deleted_at IS NULL GROUP BY u.unit),
      unit_census AS (${census}),
      census AS (SELECT u.key, sum(c.census)::int AS census, count(c.census)::int AS known,
          count(*)::int AS units, coalesce(sum(p.n) FILTER (WHERE c.census IS NOT NULL), 0)::int AS registered
        FROM unit u JOIN unit_census c ON c.unit = u.unit LEFT JOIN person p ON p.unit = u.unit
        GROUP BY u.key)
      SELECT w.key, w.wards, coalesce(f.n, 0) AS fchvs, coalesce(s.n, 0) AS schools,
        coalesce(s.rc, 0) AS resource_schools, coalesce(h.n, 0) AS facilities,
        coalesce(h.rehab, 0) AS rehab_facilities, c.census, c.known, c.units, c.registered
      FROM ward_count w JOIN census c ON c.key = w.key LEFT JOIN fchv f ON f.key = w.key
        LEFT JOIN school s ON s.key = w.key LEFT JOIN facility h ON h.key = w.key`,
  );
  const byKey = new Map(rows.map((row) => [Number(row.key), row]));
  const places = await childPlaces(context);
  const figuresOf = (row: Row | undefined): Figures => ({
    wards: row?.wards ?? 0,
    fchvs: row?.fchvs ?? 0,
    schools: row?.schools ?? 0,
    schoolsWithResourceClass: row?.resource_schools ?? 0,
    facilities: row?.facilities ?? 0,
    facilitiesOfferingRehab: row?.rehab_facilities ?? 0,
    censusCount: row?.census ?? null,
    registeredWhereCensus: row?.registered ?? 0,
    censusKnown: row?.known ?? 0,
    censusPlaces: row?.units ?? 0,
  });
  const figures = places.map((place) => figuresOf(byKey.get(place.id)));
  const profiles = await profilesOf(
    context,
    places.map((place) => place.id),
  );
  return {
    level: view.childLevel,
    rows: places.map((place, i) => ({
      id: place.id,
      nameEn: place.nameEn,
      nameNe: place.nameNe,
      place: place.place,
      profileId: profiles.get(place.id) ?? null,
      ...figures[i],
    })),
    total: totalOf(figures),
  };
}

/** The profile of each palika or ward listed, so a row opens it. */
async function profilesOf(
  { db, view }: DashboardContext,
  ids: number[],
): Promise<Map<number, string>> {
  const table = { palika: 'palika_profiles', ward: 'ward_profiles' }[view.childLevel as string];
  if (!table || ids.length === 0) return new Map();
  const column = view.childLevel === 'ward' ? 'ward_id' : 'palika_id';
  const rows = await db.query<{ key: number; id: string }>(
    sql`SELECT ${raw(column)} AS key, id FROM ${raw(table)} WHERE ${raw(column)} = ANY(${ids}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.key), row.id]));
}

/** The places together: counts add up; the census is null only when no place knows its own. */
function totalOf(rows: Figures[]): Figures {
  const sum = (pick: (f: Figures) => number) => rows.reduce((total, f) => total + pick(f), 0);
  const known = rows.filter((f) => f.censusCount !== null);
  return {
    wards: sum((f) => f.wards),
    fchvs: sum((f) => f.fchvs),
    schools: sum((f) => f.schools),
    schoolsWithResourceClass: sum((f) => f.schoolsWithResourceClass),
    facilities: sum((f) => f.facilities),
    facilitiesOfferingRehab: sum((f) => f.facilitiesOfferingRehab),
    censusCount: known.length ? known.reduce((t, f) => t + f.censusCount!, 0) : null,
    registeredWhereCensus: sum((f) => f.registeredWhereCensus),
    censusKnown: sum((f) => f.censusKnown),
    censusPlaces: sum((f) => f.censusPlaces),
  };
}
