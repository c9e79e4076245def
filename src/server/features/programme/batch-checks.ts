import type { Queryable } from '@/server/db/database';
import { invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { batchProblems } from '@/shared/programme/batch-rules';

export type BatchInput = Omit<Schemas['BatchCreate'], '_id'>;

/** Palikas that are active in a cohort of this programme: their member status, no exit, batch running. */
const COUNTS = (batch: BatchInput) =>
  batch.batchType === 'palika_cohort' && (batch.status === 'planned' || batch.status === 'active');

/**
 * Every rule of a batch (DOMAIN.md §7.4), inside the write's transaction: the shared rules, a code
 * no other batch holds, members from the batch's own province, and a palika in at most one running
 * palika cohort of a programme (planned or active; its membership active, not exited). The last is
 * checked under a transaction lock, so two batches saved at once cannot both take a palika.
 */
export async function checkBatch(tx: Queryable, batch: BatchInput, id: string): Promise<void> {
  const problems: FieldError[] = batchProblems(batch);
  const [taken] = await tx.query<{ id: string }>(
    sql`SELECT id FROM batches WHERE code = ${batch.code} AND id <> ${id} AND deleted_at IS NULL`,
  );
  if (taken) problems.push({ field: 'code', code: 'taken' });
  const palikaIds = batch.members.map((m) => m.palikaId);
  const inProvince = new Set(
    (
      await tx.query<{ id: number }>(
        sql`SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id
          WHERE pa.id = ANY(${palikaIds}::int[]) AND d.province_id = ${batch.provinceId}`,
      )
    ).map((r) => r.id),
  );
  batch.members.forEach((member, index) => {
    if (!inProvince.has(member.palikaId))
      problems.push({ field: `members.${index}.palikaId`, code: 'unknownPlace' });
  });
  if (COUNTS(batch)) problems.push(...(await otherCohorts(tx, batch, id)));
  if (problems.length) throw invalid(problems);
}

async function otherCohorts(tx: Queryable, batch: BatchInput, id: string): Promise<FieldError[]> {
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('batch-membership'))`);
  const active = batch.members.filter((m) => m.status === 'active' && !m.exitedOn);
  if (active.length === 0) return [];
  const clashes = await tx.query<{ palika_id: number; code: string }>(
    sql`SELECT m.palika_id, b.code FROM batch_palikas m JOIN batches b ON b.id = m.batch_id
      WHERE m.palika_id = ANY(${active.map((m) => m.palikaId)}::int[])
        AND b.id <> ${id} AND b.deleted_at IS NULL AND b.batch_type = 'palika_cohort'
        AND b.status IN ('planned', 'active') AND m.status = 'active' AND m.exited_on IS NULL
        AND lower(trim(b.programme_name)) = lower(trim(${batch.programmeName}))`,
  );
  return clashes.map((clash) => ({
    field: `members.${batch.members.findIndex((m) => m.palikaId === clash.palika_id)}.palikaId`,
    code: 'inOtherBatch',
    other: clash.code,
  }));
}
