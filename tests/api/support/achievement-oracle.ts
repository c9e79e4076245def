import type { Queryable } from '@/server/db/database';
import { fiscalRange } from '@/shared/fiscal-year';

/**
 * The achievement test's oracle: what a measure achieved and what a place's targets add up to,
 * from the raw rows with plain SQL written without the application's (dates through the shared
 * fiscal calendar).
 */
export interface Key {
  measure: string;
  categoryId: number | null;
  templateId: number | null;
  attributeId: number | null;
}

/** The palikas of a place (a batch's members, when the place is a batch). */
export type Place =
  | { nation: true }
  | { provinceId: number }
  | { districtId: number }
  | { palikaId: number }
  | { batchId: string };

function palikasOf(place: Place, $: (value: unknown) => string): string {
  if ('nation' in place) return 'SELECT id FROM palikas';
  if ('provinceId' in place)
    return `SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id WHERE d.province_id = ${$(place.provinceId)}`;
  if ('districtId' in place)
    return `SELECT id FROM palikas WHERE district_id = ${$(place.districtId)}`;
  if ('palikaId' in place) return `SELECT ${$(place.palikaId)}::int`;
  return `SELECT palika_id FROM batch_palikas WHERE batch_id = ${$(place.batchId)}::uuid`;
}

const subtree = (id: string) =>
  `WITH RECURSIVE sub(id) AS (SELECT ${id}::int UNION ALL SELECT c.id FROM service_categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`;

/** What a measure achieved in a place from the start of the year to the end of `through`. */
export async function expectedAchieved(
  db: Queryable,
  key: Key,
  place: Place,
  { fiscalYear, through }: { fiscalYear: number; through: 1 | 2 | 3 },
): Promise<number> {
  const params: unknown[] = [];
  const $ = (value: unknown) => `$${params.push(value)}`;
  const palikas = () => palikasOf(place, $);
  const { from } = fiscalRange(fiscalYear)!;
  const { until } = fiscalRange(fiscalYear, through)!;
  const category = () =>
    key.categoryId ? `AND s.category_id IN (${subtree($(key.categoryId))})` : '';
  const services =
    () => `FROM service_records s WHERE s.deleted_at IS NULL AND s.fiscal_year = ${$(fiscalYear)}
    AND s.trimester <= ${$(through)} ${category()}`;
  const values = () => `FROM activity_values v JOIN palika_activities a ON a.id = v.activity_id
    WHERE v.deleted_at IS NULL AND v.fiscal_year = ${$(fiscalYear)} AND v.trimester <= ${$(through)} AND v.palika_id IN (${palikas()})`;
  const statement = {
    services: () => `SELECT count(*) AS n ${services()} AND s.palika_id IN (${palikas()})`,
    serviceQuantity: () =>
      `SELECT coalesce(sum(s.quantity), 0) AS n ${services()} AND s.palika_id IN (${palikas()})`,
    personsServed: () =>
      `SELECT count(DISTINCT p.id) AS n FROM pwd_persons p WHERE p.deleted_at IS NULL AND p.palika_id IN (${palikas()})
        AND p.id IN (SELECT s.pwd_id ${services()})`,
    registrations: () =>
      `SELECT count(*) AS n FROM pwd_persons p WHERE p.deleted_at IS NULL AND p.palika_id IN (${palikas()})
        AND p.registration_date >= ${$(from)} AND p.registration_date < ${$(until)}`,
    cardsIssued: () =>
      `SELECT count(*) AS n FROM pwd_persons p WHERE p.deleted_at IS NULL AND p.palika_id IN (${palikas()})
        AND p.card_status IN ('issued', 'duplicate_issued', 'upgraded') AND p.card_issue_date >= ${$(from)} AND p.card_issue_date < ${$(until)}`,
    // Of a standard activity, or of every activity (against the plan).
    activityOutput: () =>
      `SELECT coalesce(sum(v.achieved_output), 0) AS n ${values()}${key.templateId ? ` AND a.template_id = ${$(key.templateId)}` : ''}`,
    attributeSum: () =>
      `SELECT coalesce(sum((v.attributes ->> d.code)::numeric), 0) AS n ${values().replace('WHERE', `JOIN attribute_definitions d ON d.id = ${$(key.attributeId)} WHERE`)}
        AND jsonb_typeof(v.attributes -> d.code) = 'number'`,
  }[key.measure]!();
  const [row] = await db.query<{ n: string }>(statement, params);
  return Number(row.n);
}

/** A place's approved target of a key for the year: its own, else its palikas' sum; null when none. */
export async function expectedTarget(
  db: Queryable,
  key: Key,
  place: Place,
  fiscalYear: number,
): Promise<{ total: number; source: 'own' | 'palikas' | 'plan' } | null> {
  if (key.measure === 'activityOutput' && !key.templateId)
    return expectedPlan(db, place, fiscalYear);
  let params: unknown[] = [];
  const $ = (value: unknown) => `$${params.push(value)}`;
  const same =
    () => `t.deleted_at IS NULL AND t.status = 'approved' AND t.fiscal_year = ${$(fiscalYear)}
    AND t.measure = ${$(key.measure)} AND t.category_id IS NOT DISTINCT FROM ${$(key.categoryId)}::int
    AND t.template_id IS NOT DISTINCT FROM ${$(key.templateId)}::int
    AND t.attribute_id IS NOT DISTINCT FROM ${$(key.attributeId)}::int`;
  const sameOwn = same();
  const ownPlace =
    'nation' in place
      ? `t.scope = 'nation'`
      : 'provinceId' in place
        ? `t.scope = 'province' AND t.province_id = ${$(place.provinceId)}`
        : 'districtId' in place
          ? `t.scope = 'district' AND t.district_id = ${$(place.districtId)}`
          : 'palikaId' in place
            ? `t.scope = 'palika' AND t.palika_id = ${$(place.palikaId)}`
            : `t.scope = 'batch' AND t.batch_id = ${$(place.batchId)}::uuid`;
  const [own] = await db.query<{ total: string }>(
    `SELECT t.total FROM targets t WHERE ${sameOwn} AND ${ownPlace}`,
    params,
  );
  if (own) return { total: Number(own.total), source: 'own' };
  if ('palikaId' in place) return null;
  params = [];
  const [sum] = await db.query<{ total: string | null }>(
    `SELECT sum(t.total) AS total FROM targets t WHERE ${same()} AND t.scope = 'palika'
      AND t.palika_id IN (${palikasOf(place, $)})`,
    params,
  );
  return sum.total === null ? null : { total: Number(sum.total), source: 'palikas' };
}

/** The planned output of a place's activities for the year: the target of their output. */
async function expectedPlan(
  db: Queryable,
  place: Place,
  fiscalYear: number,
): Promise<{ total: number; source: 'plan' } | null> {
  const params: unknown[] = [];
  const $ = (value: unknown) => `$${params.push(value)}`;
  const [plan] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(coalesce(a.planned_output_t1, 0) + coalesce(a.planned_output_t2, 0) + coalesce(a.planned_output_t3, 0)), 0) AS total
       FROM palika_activities a
      WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND a.fiscal_year = ${$(fiscalYear)}
        AND a.palika_id IN (${palikasOf(place, $)})
        AND NOT EXISTS (SELECT 1 FROM palika_activities c WHERE c.parent_id = a.id AND c.deleted_at IS NULL)`,
    params,
  );
  return Number(plan.total) > 0 ? { total: Number(plan.total), source: 'plan' } : null;
}
