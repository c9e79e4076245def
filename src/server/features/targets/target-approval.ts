import type { TenantScope } from '@/server/access/tenant-scope';
import type { Database } from '@/server/db/database';
import { writeAudit } from '@/server/platform/audit';
import { forbidden, notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import { assertRecordChangeable } from '@/server/records/record-lock';
import { getRecord } from '@/server/records/record-read';
import { conflict, createRecord } from '@/server/records/record-write';
import type { RequestBody } from '@/shared/api/types';
import { locked } from './target-checks';
import { targetKind } from './target-kind';
import { mayApprove, targetPlaceOf } from './target-places';
import type { Target } from './target-row';

/** A live target in the caller's scope, at the version the caller read, in the status asked. */
async function targetAt(
  db: Database,
  tenant: TenantScope,
  { id, version, status }: { id: string; version: number; status: Target['status'] },
): Promise<Target> {
  const target = await getRecord({ kind: targetKind, db, tenant }, id);
  if (target.deletedAt) throw notFound();
  if (target.status !== status) throw locked();
  if (target.version !== version) throw conflict();
  return target;
}

/**
 * Approves a proposed target (province users for their province's places, administrators for
 * all): it is locked from then on, and the approved revision it replaces is superseded, in one
 * transaction, each audited.
 */
export async function approveTarget(
  db: Database,
  tenant: TenantScope,
  id: string,
  { version }: RequestBody<'approveTarget'>,
): Promise<Target> {
  const target = await targetAt(db, tenant, { id, version, status: 'proposed' });
  await db.transaction(async (tx) => {
    if (!mayApprove(tenant, await targetPlaceOf(tx, target)))
      throw forbidden('Province users and administrators approve targets');
    // The approved target (and the revision it supersedes, of the same place and year) counts in
    // its palika's reports of the year: a locked one refuses the approval (issue 39 §2).
    await assertRecordChangeable(tx, targetKind, target);
    const superseded = await tx.query<{ id: string }>(
      sql`UPDATE targets SET status = 'superseded', updated_by = ${tenant.actor.userId},
          updated_at = now(), version = version + 1
        WHERE identity = (SELECT identity FROM targets WHERE id = ${id})
          AND status = 'approved' AND deleted_at IS NULL RETURNING id`,
    );
    const approved = await tx.query(
      sql`UPDATE targets SET status = 'approved', approved_by = ${tenant.actor.userId}, approved_at = now(),
          updated_by = ${tenant.actor.userId}, updated_at = now(), version = version + 1
        WHERE id = ${id} AND version = ${version} AND status = 'proposed' AND deleted_at IS NULL
        RETURNING id`,
    );
    if (approved.length === 0) throw conflict();
    await writeAudit(tx, tenant.actor, {
      entity: 'target',
      entityId: id,
      action: 'approve',
      after: { status: 'approved', total: target.total },
    });
    for (const row of superseded)
      await writeAudit(tx, tenant.actor, {
        entity: 'target',
        entityId: row.id,
        action: 'supersede',
        after: { status: 'superseded', by: id },
      });
  });
  return getRecord({ kind: targetKind, db, tenant }, id);
}

/**
 * Revises an approved target with a reason: a new revision of the same target, made by the kit's
 * create (every rule holds; retried with the same id it answers the first), approved at once when
 * the caller approves this place's targets (the one it revises then superseded), else proposed.
 */
export async function reviseTarget(
  db: Database,
  tenant: TenantScope,
  id: string,
  body: RequestBody<'reviseTarget'>,
): Promise<Target> {
  const { _id, version, reason, ...fields } = body;
  const existing = await db.query(
    sql`SELECT 1 FROM targets WHERE id = ${_id} AND revision_of = ${id}`,
  );
  if (existing.length === 0) await targetAt(db, tenant, { id, version, status: 'approved' });
  return createRecord(
    { kind: targetKind, db, tenant },
    { _id, ...fields, revisionOf: id, revisionReason: reason },
  );
}
