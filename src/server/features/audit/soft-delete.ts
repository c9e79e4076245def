import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/http-error';
import { type Actor, writeAudit } from './audit';

/** The tables whose records are deleted softly, and the entity name their audit entries carry. */
const ENTITIES = { pwd_persons: 'pwd', service_records: 'service' } as const;
type Table = keyof typeof ENTITIES;

const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this record after you opened it');

/**
 * Soft delete from the version read, with a reason, audited in the same transaction: the record stays
 * for its history and an administrator can restore it. A stale version changes nothing (409).
 */
export async function softDelete(
  db: Database,
  actor: Actor,
  { table, id, version, reason }: { table: Table; id: string; version: number; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx.query(
      `UPDATE ${table} SET deleted_at = now(), deleted_by = $3, delete_reason = $4, updated_by = $3, updated_at = now(), version = version + 1
        WHERE id = $1 AND version = $2 AND deleted_at IS NULL RETURNING id`,
      [id, version, actor.userId, reason.trim()],
    );
    if (done.length === 0) throw conflict();
    await writeAudit(tx, actor, {
      entity: ENTITIES[table],
      entityId: id,
      action: 'delete',
      after: { reason: reason.trim() },
    });
  });
}

/** Undoes a soft delete, audited with the reason it had been deleted for. */
export async function restore(
  db: Database,
  actor: Actor,
  { table, id, reason }: { table: Table; id: string; reason: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE ${table} SET deleted_at = NULL, deleted_by = NULL, delete_reason = NULL, updated_by = $2, updated_at = now(), version = version + 1 WHERE id = $1`,
      [id, actor.userId],
    );
    await writeAudit(tx, actor, {
      entity: ENTITIES[table],
      entityId: id,
      action: 'restore',
      before: { reason },
    });
  });
}
