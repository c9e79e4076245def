import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { HttpError, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { targetProblems } from '@/shared/targets/target-rules';
import { type TargetPlace, mayApprove, targetPlaceOf } from './target-places';
import type { Target } from './target-row';

/** A target as written; a revision also names the approved target it revises and why. */
export type TargetInput = Omit<Schemas['TargetCreate'], '_id'> & {
  revisionOf?: string | null;
  revisionReason?: string | null;
};

/** What names a target across its revisions: its year, place, measure and what it is narrowed to. */
export function identityOf(input: TargetInput, place: TargetPlace): string {
  const placeId = place.palikaId ?? place.batchId ?? place.districtId ?? place.provinceId ?? 0;
  const narrowedTo = input.categoryId ?? input.templateId ?? input.attributeId ?? 0;
  return [input.fiscalYear, input.scope, placeId, input.measure, narrowedTo].join('|');
}

export const locked = () =>
  new HttpError(409, 'conflict', 'An approved target is locked: revise it with a reason', [
    { field: 'status', code: 'notAllowed' },
  ]);

/** The category, standard activity or attribute a target is narrowed to must exist. */
async function narrowingProblems(db: Queryable, input: TargetInput): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  for (const [field, table] of [
    ['categoryId', sql`service_categories`],
    ['templateId', sql`activity_templates`],
    ['attributeId', sql`attribute_definitions`],
  ] as const) {
    const id = input[field];
    if (id && !(await queryOne(db, sql`SELECT 1 FROM ${table} WHERE id = ${id}`)))
      problems.push({ field, code: 'invalidValue' });
  }
  return problems;
}

/** One live approved and one live proposed revision of a target at most. */
async function takenBy(db: Queryable, identity: string, status: string, ownId: string) {
  return queryOne(
    db,
    sql`SELECT 1 FROM targets WHERE identity = ${identity} AND status = ${status}
      AND deleted_at IS NULL AND id <> ${ownId}`,
  );
}

/**
 * Every rule of a target, inside its write's transaction (decision 0029): the shared rules, its
 * place and what it is narrowed to; a proposed target only is changed; a new target takes the
 * place of none of the same identity; a revision revises a live approved target of the same
 * identity. Answers the columns the server works out (its places, identity, status, revision).
 */
export async function checkTarget(
  tx: Queryable,
  tenant: TenantScope,
  input: TargetInput,
  { id, before }: { id: string; before?: Target },
): Promise<Record<string, unknown>> {
  if (before && before.status !== 'proposed') throw locked();
  const problems = [...targetProblems(input), ...(await narrowingProblems(tx, input))];
  if (problems.length) throw invalid(problems);
  const place = await targetPlaceOf(tx, input);
  const identity = identityOf(input, place);
  const places = {
    province_id: place.provinceId,
    district_id: place.districtId,
    palika_id: place.palikaId,
    batch_id: place.batchId,
    identity,
  };
  if (before) {
    // A proposal moved onto another target's identity would supersede it when approved: only a
    // revision stands beside an approved target.
    if (before.revisionOf) {
      const revised = await queryOne<{ identity: string }>(
        tx,
        sql`SELECT identity FROM targets WHERE id = ${before.revisionOf}`,
      );
      if (revised?.identity !== identity) throw invalid([{ field: 'measure', code: 'notAllowed' }]);
    }
    const clash = before.revisionOf ? ['proposed'] : ['proposed', 'approved'];
    for (const status of clash)
      if (await takenBy(tx, identity, status, id))
        throw invalid([{ field: 'measure', code: 'taken' }]);
    return places;
  }
  const approving = mayApprove(tenant, place);
  const status = approving ? 'approved' : 'proposed';
  const approval = approving ? { approved_by: tenant.actor.userId, approved_at: new Date() } : {};
  if (!input.revisionOf) {
    if (
      (await takenBy(tx, identity, 'approved', id)) ||
      (await takenBy(tx, identity, 'proposed', id))
    )
      throw invalid([{ field: 'measure', code: 'taken' }]);
    return { ...places, status, ...approval };
  }
  const revised = await queryOne<{ identity: string; revision: number; status: string }>(
    tx,
    sql`SELECT identity, revision, status FROM targets WHERE id = ${input.revisionOf}
      AND deleted_at IS NULL FOR UPDATE`,
  );
  if (!revised || revised.status !== 'approved') throw locked();
  if (revised.identity !== identity) throw invalid([{ field: 'measure', code: 'notAllowed' }]);
  if (await takenBy(tx, identity, 'proposed', id))
    throw invalid([{ field: 'measure', code: 'taken' }]);
  if (approving)
    await tx.query(
      sql`UPDATE targets SET status = 'superseded', updated_at = now(), version = version + 1
        WHERE id = ${input.revisionOf}`,
    );
  return {
    ...places,
    status,
    ...approval,
    revision: revised.revision + 1,
    revision_of: input.revisionOf,
    revision_reason: input.revisionReason,
  };
}
