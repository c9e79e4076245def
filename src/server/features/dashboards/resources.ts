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
  const unit = byWard ? 'b.ward_id' : 'b.palika_id';
  const rows = await db.query<Row>(
    sql`WITH base AS (
        SELECT w.id AS ward_id, w.palika_id, w.ward_number, ${raw(KEY[view.childLevel])} AS key
        FROM wards w JOIN palikas pa ON pa.id = w.palika_id JOIN districts d ON d.id = pa.district_id
        WHERE ${where}),
      palika_ids AS (SELECT DISTINCT palika_id FROM base),
      fchv AS (SELECT palika_id, ward_no, count(*) AS n FROM fchvs
        WHERE deleted_at IS NULL AND status = 'active' AND palika_id IN (SELECT palika_id FROM palika_ids) GROUP BY 1, 2),
      school AS (SELECT palika_id, ward_no, count(*) AS n,
          count(*) FILTER (WHERE special_education = 'resource_class' OR cardinality(resource_class_types) > 0) AS rc
        FROM schools WHERE deleted_at IS NULL AND palika_id IN (SELECT palika_id FROM palika_ids) GROUP BY 1, 2),
      facility AS (SELECT palika_id, ward_no, count(*) AS n,
          count(*) FILTER (WHERE 'rehabilitation' = ANY(services)) AS rehab
        FROM health_facilities WHERE deleted_at IS NULL AND palika_id IN (SELECT palika_id FROM palika_ids) GROUP BY 1, 2),
      person AS (SELECT palika_id, ward_no, count(*) AS n FROM pwd_persons
        WHERE deleted_at IS NULL AND palika_id IN (SELECT palika_id FROM palika_ids) GROUP BY 1, 2),
      ward_census AS (SELECT b.ward_id, b.palika_id, wp.pwd_census_count AS census
        FROM base b LEFT JOIN ward_profiles wp ON wp.palika_id = b.palika_id AND wp.ward_no = b.ward_number),
      palika_census AS (SELECT wc.palika_id,
          COALESCE(pp.pwd_census_count, CASE WHEN bool_and(wc.census IS NOT NULL) THEN sum(wc.census) END) AS census
        FROM ward_census wc LEFT JOIN palika_profiles pp ON pp.palika_id = wc.palika_id
        GROUP BY wc.palika_id, pp.pwd_census_count),
      figures AS (SELECT b.key, count(*)::int AS wards, sum(coalesce(f.n, 0))::int AS fchvs,
          sum(coalesce(s.n, 0))::int AS schools, sum(coalesce(s.rc, 0))::int AS resource_schools,
          sum(coalesce(h.n, 0))::int AS facilities, sum(coalesce(h.rehab, 0))::int AS rehab_facilities
        FROM base b
          LEFT JOIN fchv f ON f.palika_id = b.palika_id AND f.ward_no = b.ward_number
          LEFT JOIN school s ON s.palika_id = b.palika_id AND s.ward_no = b.ward_number
          LEFT JOIN facility h ON h.palika_id = b.palika_id AND h.ward_no = b.ward_number
        GROUP BY b.key),
      units AS (SELECT DISTINCT b.key, ${raw(unit)} AS unit,
          ${raw(byWard ? 'wc.census' : 'pc.census')} AS census
        FROM base b ${raw(
          byWard
            ? 'JOIN ward_census wc ON wc.ward_id = b.ward_id'
            : 'JOIN palika_census pc ON pc.palika_id = b.palika_id',
        )}),
      registered AS (SELECT b.key, ${raw(unit)} AS unit, sum(coalesce(p.n, 0)) AS n
        FROM base b LEFT JOIN person p ON p.palika_id = b.palika_id AND p.ward_no = b.ward_number
        GROUP BY 1, 2),
      census AS (SELECT u.key, sum(u.census)::int AS census, count(u.census)::int AS known, count(*)::int AS units,
          coalesce(sum(r.n) FILTER (WHERE u.census IS NOT NULL), 0)::int AS registered
        FROM units u JOIN registered r ON r.key = u.key AND r.unit = u.unit GROUP BY u.key)
      SELECT f.*, c.census, c.known, c.units, c.registered FROM figures f JOIN census c ON c.key = f.key`,
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
