import type { ActiveSession } from '@/server/access/sessions';
import type { Database, Queryable } from '@/server/db/database';
import { type Actor, writeAudit } from '@/server/platform/audit';
import { HttpError, invalid, notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import { periodLocked } from '@/server/records/record-lock';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { getPair } from './pair-list';
import { lockOfPersons } from './pair-lock';
import { personsByIds } from './pair-persons';

type Decision = RequestBody<'decideDuplicatePair'>;
type Person = Schemas['DuplicatePerson'];

const decided = () =>
  new HttpError(409, 'conflict', 'This pair was decided or changed after you opened it');

/**
 * One person kept: the other's services (deleted ones too, so their history follows) move to the
 * kept person, the other is deleted with the reason naming the kept one, and both histories say
 * so. The cells' triggers move every figure as the rows move (decision 0013), so the dashboards
 * equal a refill. Refused (409 `periodLocked`) while either person counts in a locked period.
 */
async function merge(tx: Queryable, actor: Actor, kept: Person, removed: Person) {
  const lock = await lockOfPersons(tx, [kept, removed], true);
  if (lock) throw periodLocked(lock);
  const moved = await tx.query<{ id: string }>(
    sql`UPDATE service_records SET pwd_id = ${kept.id}::uuid, version = version + 1,
        updated_by = ${actor.userId}, updated_at = now()
      WHERE pwd_id = ${removed.id}::uuid RETURNING id`,
  );
  for (const service of moved)
    await writeAudit(tx, actor, {
      entity: 'service',
      entityId: service.id,
      action: 'update',
      before: { pwdId: removed.id },
      after: { pwdId: kept.id },
    });
  const reason = `Merged into ${kept.registrationNo}: the same person as ${removed.registrationNo}`;
  await tx.query(
    sql`UPDATE pwd_persons SET deleted_at = now(), deleted_by = ${actor.userId}, delete_reason = ${reason},
        updated_by = ${actor.userId}, updated_at = now(), version = version + 1
      WHERE id = ${removed.id}::uuid`,
  );
  await writeAudit(tx, actor, {
    entity: 'pwd',
    entityId: removed.id,
    action: 'delete',
    after: { reason, mergedInto: kept.id },
  });
  await writeAudit(tx, actor, {
    entity: 'pwd',
    entityId: kept.id,
    action: 'merge',
    after: {
      mergedFrom: removed.id,
      registrationNo: removed.registrationNo,
      services: moved.map((s) => s.id),
    },
  });
}

/** Decides an open pair from the version read: not a duplicate, or merged keeping one person. */
export async function decidePair(
  db: Database,
  session: ActiveSession,
  id: number,
  body: Decision,
): Promise<Schemas['DuplicatePair']> {
  const actor: Actor = { userId: session.userId, viaGroupId: session.viaGroupId };
  await db.transaction(async (tx) => {
    const [pair] = await tx.query<{
      first_id: string;
      second_id: string;
      state: string;
      version: number;
    }>(
      sql`SELECT first_id, second_id, state, version FROM duplicate_pairs WHERE id = ${id} FOR UPDATE`,
    );
    if (!pair) throw notFound('No such pair');
    const persons = await personsByIds(tx, [pair.first_id, pair.second_id]);
    const [first, second] = [persons.get(pair.first_id)!, persons.get(pair.second_id)!];
    if (pair.state === 'open' && (first.deletedAt || second.deletedAt))
      throw notFound('One of these persons was deleted: the pair is gone');
    if (pair.state !== 'open' || pair.version !== body.version) throw decided();
    let keptId: string | null = null;
    if (body.decision === 'merge') {
      if (body.keepId !== first.id && body.keepId !== second.id)
        throw invalid([{ field: 'keepId', code: 'invalidValue' }]);
      keptId = body.keepId;
      const [kept, removed] = keptId === first.id ? [first, second] : [second, first];
      await merge(tx, actor, kept, removed);
    }
    const state = body.decision === 'merge' ? 'merged' : 'notDuplicate';
    await tx.query(
      sql`UPDATE duplicate_pairs SET state = ${state}, kept_id = ${keptId}::uuid,
          decided_by = ${actor.userId}, decided_at = now(), version = version + 1
        WHERE id = ${id}`,
    );
    await writeAudit(tx, actor, {
      entity: 'duplicatePair',
      entityId: String(id),
      action: state,
      after: { first: first.id, second: second.id, keptId },
    });
  });
  return getPair(db, id);
}
