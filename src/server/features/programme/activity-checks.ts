import type { Queryable } from '@/server/db/database';
import { linkProblems } from '@/server/domain/linked-records';
import { HttpError, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { isLinkedKind, linkKindProblem } from '@/shared/palika/links';
import { activityProblems } from '@/shared/programme/activity-rules';

export type ActivityInput = Omit<Schemas['ActivityCreate'], '_id'>;

interface Parent {
  id: string;
  level: number;
  palika_id: number;
  fiscal_year: number;
  path: string[];
}

/** The parent with the ids of every activity above it, read inside the write. */
async function parentOf(tx: Queryable, parentId: string): Promise<Parent | undefined> {
  const [parent] = await tx.query<Parent>(
    sql`SELECT a.id, a.level, a.palika_id, a.fiscal_year,
        array_remove(ARRAY[a.id, a.parent_id, g.parent_id], NULL)::text[] AS path
      FROM palika_activities a LEFT JOIN palika_activities g ON g.id = a.parent_id
      WHERE a.id = ${parentId} AND a.deleted_at IS NULL`,
  );
  return parent;
}

/** How many levels hang below an activity (0 without sub-activities). */
async function depthBelow(tx: Queryable, id: string): Promise<number> {
  const [row] = await tx.query<{ depth: number }>(
    sql`SELECT CASE WHEN EXISTS (SELECT 1 FROM palika_activities k JOIN palika_activities g ON g.parent_id = k.id
          WHERE k.parent_id = ${id} AND k.deleted_at IS NULL AND g.deleted_at IS NULL) THEN 2
        WHEN EXISTS (SELECT 1 FROM palika_activities k WHERE k.parent_id = ${id} AND k.deleted_at IS NULL) THEN 1
        ELSE 0 END AS depth`,
  );
  return row.depth;
}

/**
 * The standard activity it is adopted from is open in its year; the attributes it records exist
 * and are meant for activities.
 */
async function adoptionProblems(tx: Queryable, input: ActivityInput): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (input.templateId) {
    const [template] = await tx.query(
      sql`SELECT 1 FROM activity_templates WHERE id = ${input.templateId}
        AND active_from_fy <= ${input.fiscalYear} AND coalesce(active_to_fy, 9999) >= ${input.fiscalYear}`,
    );
    if (!template) problems.push({ field: 'templateId', code: 'invalidValue' });
  }
  const ids = input.attributeIds ?? [];
  if (ids.length) {
    const [found] = await tx.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM attribute_definitions
        WHERE id = ANY(${ids}::int[]) AND 'palika_activity' = ANY(applies_to)`,
    );
    if (found.n !== ids.length) problems.push({ field: 'attributeIds', code: 'invalidValue' });
  }
  return problems;
}

/**
 * Every rule of an activity, inside the write's transaction: its parent is a live activity of the
 * same palika and year and not itself or below it; the tree stays two levels deep (three with a
 * reason), with what hangs below a moved activity; the code is the palika's only one that year;
 * the shared rules. Answers the level and the running batch the palika is in.
 */
export async function checkActivity(
  tx: Queryable,
  input: ActivityInput,
  id: string,
  before?: { palikaId: number; fiscalYear: number },
): Promise<{ level: number; batchId: string | null }> {
  const problems: FieldError[] = [];
  let level = 1;
  if (input.parentId) {
    const parent = await parentOf(tx, input.parentId);
    if (!parent || parent.palika_id !== input.palikaId || parent.fiscal_year !== input.fiscalYear)
      problems.push({ field: 'parentId', code: 'invalidValue' });
    else if (parent.path.includes(id)) problems.push({ field: 'parentId', code: 'cycle' });
    else level = parent.level + 1;
  }
  const below = before ? await depthBelow(tx, id) : 0;
  if (
    before &&
    below > 0 &&
    (before.palikaId !== input.palikaId || before.fiscalYear !== input.fiscalYear)
  )
    problems.push({ field: 'fiscalYear', code: 'inUse' });
  if (level <= 3 && level + below > 3) problems.push({ field: 'parentId', code: 'tooLarge' });
  problems.push(...activityProblems(input, level));
  const [taken] = await tx.query(
    sql`SELECT 1 FROM palika_activities WHERE palika_id = ${input.palikaId} AND fiscal_year = ${input.fiscalYear}
      AND code = ${input.code} AND id <> ${id} AND deleted_at IS NULL`,
  );
  if (taken) problems.push({ field: 'code', code: 'taken' });
  if (input.serviceCategoryId) {
    const [category] = await tx.query(
      sql`SELECT 1 FROM service_categories WHERE id = ${input.serviceCategoryId}`,
    );
    if (!category) problems.push({ field: 'serviceCategoryId', code: 'invalidValue' });
  }
  problems.push(...(await adoptionProblems(tx, input)));
  const venueKind = linkKindProblem(input.venueType, input.venueId);
  if (venueKind) problems.push({ field: 'venueId', code: venueKind });
  else if (isLinkedKind(input.venueType))
    problems.push(
      ...(await linkProblems(tx, input.palikaId, [
        { field: 'venueId', kind: input.venueType, id: input.venueId },
      ])),
    );
  if (problems.length) throw invalid(problems);
  const [batch] = await tx.query<{ batch_id: string }>(
    sql`SELECT m.batch_id FROM batch_palikas m JOIN batches b ON b.id = m.batch_id
      WHERE m.palika_id = ${input.palikaId} AND m.status = 'active' AND b.deleted_at IS NULL
        AND b.status IN ('planned', 'active') AND b.batch_type = 'palika_cohort'
      ORDER BY m.joined_on DESC LIMIT 1`,
  );
  return { level, batchId: batch?.batch_id ?? null };
}

/**
 * An activity with live sub-activities stays (they would lose their place in the tree), and so does
 * one with recorded values (what it achieved would lose its activity).
 */
export async function checkActivityDelete(tx: Queryable, id: string): Promise<void> {
  if ((await depthBelow(tx, id)) > 0)
    throw new HttpError(400, 'validation', 'Delete its sub-activities first', [
      { field: 'parentId', code: 'inUse' },
    ]);
  const [recorded] = await tx.query(
    sql`SELECT 1 FROM activity_values WHERE activity_id = ${id} AND deleted_at IS NULL LIMIT 1`,
  );
  if (recorded)
    throw new HttpError(400, 'validation', 'Delete what it achieved first', [
      { field: 'id', code: 'inUse' },
    ]);
}
