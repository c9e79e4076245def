import type { Queryable } from '@/server/db/database';
import { fiscalRange } from '@/shared/fiscal-year';

/**
 * The dashboards test's oracle: counts made from the raw rows with plain SQL written without the
 * application's SQL (dates through the shared fiscal calendar, ages through PostgreSQL's age()).
 */
export interface Filters {
  fiscalYear: number;
  trimester?: 1 | 2 | 3;
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardId?: number;
  disabilityType?: string;
  severityClass?: string;
  gender?: string;
  ageBand?: string;
}

export const todayInNepal = () =>
  new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

/** The oracle: conditions on raw rows, written without the application's SQL. */
export function conditions(
  f: Filters,
  scope: { national: boolean; palikaIds: number[] },
  placeOf: string,
  params: unknown[],
) {
  const $ = (value: unknown) => `$${params.push(value)}`;
  const where = [`${placeOf}.deleted_at IS NULL`];
  if (!scope.national) where.push(`${placeOf}.palika_id = ANY(${$(scope.palikaIds)}::int[])`);
  if (f.wardId)
    where.push(
      `(${placeOf}.palika_id, ${placeOf}.ward_no) IN (SELECT palika_id, ward_number FROM wards WHERE id = ${$(f.wardId)})`,
    );
  else if (f.palikaId) where.push(`${placeOf}.palika_id = ${$(f.palikaId)}`);
  else if (f.districtId)
    where.push(
      `${placeOf}.palika_id IN (SELECT id FROM palikas WHERE district_id = ${$(f.districtId)})`,
    );
  else if (f.provinceId)
    where.push(
      `${placeOf}.palika_id IN (SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id WHERE d.province_id = ${$(f.provinceId)})`,
    );
  if (f.disabilityType) where.push(`${$(f.disabilityType)} = ANY(p.disability_types)`);
  if (f.severityClass) where.push(`p.severity_class = ${$(f.severityClass)}`);
  if (f.gender) where.push(`p.gender = ${$(f.gender)}`);
  if (f.ageBand) {
    const age = `extract(year FROM age(${$(todayInNepal())}::date, p.dob))`;
    const [low, high] = { '0-4': [0, 4], '5-17': [5, 17], '18-59': [18, 59], '60+': [60, 500] }[
      f.ageBand
    ]!;
    where.push(`${age} BETWEEN ${low} AND ${high}`);
  }
  return where.join(' AND ');
}

export type Scope = { national: boolean; palikaIds: number[] };
export const rangeOf = (fiscalYear: number, trimester?: 1 | 2 | 3) =>
  fiscalRange(fiscalYear, trimester)!;
export const previousOf = (f: Filters): Filters =>
  f.trimester
    ? f.trimester > 1
      ? { ...f, trimester: (f.trimester - 1) as 1 | 2 }
      : { ...f, fiscalYear: f.fiscalYear - 1, trimester: 3 }
    : { ...f, fiscalYear: f.fiscalYear - 1 };

export async function expectedPersons(
  db: Queryable,
  f: Filters,
  scope: Scope,
  kind: 'registered' | 'registrations' | 'active' | 'withCard',
): Promise<number> {
  const params: unknown[] = [];
  const where = conditions(f, scope, 'p', params);
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  const when =
    kind === 'registrations'
      ? `p.registration_date >= '${from}' AND p.registration_date < '${until}'`
      : `p.registration_date < '${until}'`;
  const extra =
    kind === 'active'
      ? ` AND p.status = 'active'`
      : kind === 'withCard'
        ? ` AND p.card_status IN ('issued', 'duplicate_issued', 'upgraded')`
        : '';
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pwd_persons p WHERE ${where} AND ${when}${extra}`,
    params,
  );
  return row.n;
}

/** Palikas in scope and view with a live service given or a live person registered in the period, of all palikas in it. */
export async function expectedReporting(
  db: Queryable,
  f: Filters,
  scope: Scope,
): Promise<{ value: number; of: number }> {
  const params: unknown[] = [];
  // A ward reports on its palika.
  const wardPalika = f.wardId
    ? ` AND p.palika_id IN (SELECT palika_id FROM wards WHERE id = $${params.push(f.wardId)})`
    : '';
  const inView =
    conditions(
      { fiscalYear: 0, provinceId: f.provinceId, districtId: f.districtId, palikaId: f.palikaId },
      scope,
      'p',
      params,
    ) + wardPalika;
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  const [row] = await db.query<{ value: number; of: number }>(
    `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM service_records s WHERE s.palika_id = p.palika_id AND s.deleted_at IS NULL AND s.service_date >= '${from}' AND s.service_date < '${until}')
                              OR EXISTS (SELECT 1 FROM pwd_persons x WHERE x.palika_id = p.palika_id AND x.deleted_at IS NULL AND x.registration_date >= '${from}' AND x.registration_date < '${until}'))::int AS value,
            count(*)::int AS of
       FROM (SELECT pa.id AS palika_id, NULL::timestamptz AS deleted_at FROM palikas pa) p WHERE ${inView}`,
    params,
  );
  return row;
}

/** Services at their own place, in the period; with a person filter, only services of matching persons. */
export async function expectedServices(
  db: Queryable,
  f: Filters,
  scope: Scope,
): Promise<{ category_id: number; person: string | null; d: string }[]> {
  const params: unknown[] = [];
  const personFiltered = f.disabilityType || f.severityClass || f.gender || f.ageBand;
  const where = conditions(
    {
      ...f,
      disabilityType: undefined,
      severityClass: undefined,
      gender: undefined,
      ageBand: undefined,
    },
    scope,
    's',
    params,
  );
  const who = personFiltered
    ? ` AND p.id IS NOT NULL AND ${conditions({ fiscalYear: 0, disabilityType: f.disabilityType, severityClass: f.severityClass, gender: f.gender, ageBand: f.ageBand }, { national: true, palikaIds: [] }, 'p', params).replace('p.deleted_at IS NULL AND ', '')}`
    : '';
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  return db.query(
    `SELECT s.category_id, s.pwd_id AS person, to_char(s.service_date, 'YYYY-MM-DD') AS d FROM service_records s LEFT JOIN pwd_persons p ON p.id = s.pwd_id
      WHERE ${where} AND s.service_date >= '${from}' AND s.service_date < '${until}'${who}`,
    params,
  );
}

/** Distinct live persons, at their home place, with a service in the period. */
export async function expectedServed(
  db: Queryable,
  f: Filters,
  scope: Scope,
): Promise<{ category_id: number; person: string }[]> {
  const params: unknown[] = [];
  const where = conditions(f, scope, 'p', params);
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  return db.query(
    `SELECT DISTINCT s.category_id, p.id AS person FROM service_records s JOIN pwd_persons p ON p.id = s.pwd_id
      WHERE ${where} AND s.deleted_at IS NULL AND s.service_date >= '${from}' AND s.service_date < '${until}'`,
    params,
  );
}
