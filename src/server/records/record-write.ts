import { type Database, queryOne } from '@/server/db/database';
import { changes, writeAudit } from '@/server/platform/audit';
import { HttpError, forbidden, notFound } from '@/server/platform/http-error';
import { join, names, raw, sql } from '@/server/platform/sql';
import { retryingUniqueRace } from '@/server/platform/unique-race';
import {
  type Derived,
  type RecordAccess,
  type RecordKind,
  type TenantRecord,
  type WriteContext,
  ownerOfKind,
  ownerOfRecord,
} from './record-kind';
import { assertReportsOpen } from './record-lock';
import { getRecord, ownerCondition } from './record-read';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Kind<Rec extends TenantRecord, Input> = RecordKind<Rec, Input, any, any>;
type Access<Rec extends TenantRecord, Input> = RecordAccess<Rec, Input, Database>;

export const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this record after you opened it');

/** The record a write starts from (none for a create or a restore) and leaves (none for a delete). */
interface WriteSides {
  id: string;
  before?: object;
  after?: object;
}

const fieldsOf = (record: object | undefined) => record as Record<string, unknown> | undefined;

/**
 * The one place every write (create, update, delete, restore) is allowed or refused, inside its
 * transaction: the caller may write in the record's palika (or province), and the record, before
 * and after, counts in no submitted, approved or accepted report (record-lock.ts, issue 39).
 */
async function guardWrite<Rec extends TenantRecord, Input>(
  at: RecordAccess<Rec, Input>,
  owned: { input: Input } | { record: Rec },
  sides: WriteSides,
  restoring = false,
): Promise<void> {
  const { kind, tenant } = at;
  if (kind.places) {
    const fields = 'input' in owned ? owned.input : owned.record;
    await kind.places.assertWritable(at.db, tenant, fields as Record<string, unknown>);
  } else {
    const ownerId =
      'input' in owned ? kind.ownerOf(owned.input) : ownerOfRecord(kind, owned.record);
    tenant.assertWritableAt(ownerOfKind(kind).level, ownerId);
  }
  const role = tenant.actor.role.toUpperCase();
  if (!restoring && kind.writers && !kind.writers.includes(role))
    throw forbidden('Your role reads these records; it does not change them');
  const { id, before, after } = sides;
  await assertReportsOpen(
    at.db,
    kind.countedIn,
    before && { id, fields: fieldsOf(before) },
    after && { id, fields: fieldsOf(after) },
  );
}

/** A create or an update: the write is allowed, then the kind's rules hold; answers what it works out. */
async function checkedWrite<Rec extends TenantRecord, Input>(
  at: RecordAccess<Rec, Input>,
  input: Input,
  context: WriteContext<Rec>,
): Promise<Derived> {
  await guardWrite(
    at,
    { input },
    { id: context.id, before: context.before, after: input as object },
  );
  return at.kind.check(at.db, at.tenant, input, context);
}

function valuesOf<Input>(kind: Kind<TenantRecord, Input>, input: Input): unknown[] {
  return kind.columns.map(({ field, json }) => {
    const value = (input as Record<string, unknown>)[field];
    return json ? JSON.stringify(value ?? {}) : (value ?? null);
  });
}

/**
 * Inside the caller's transaction, writes a new record from a cleaned input once the write is
 * allowed and the kind's rules hold, with its parts and its audit entry; a record of that id
 * already there is left as it is.
 */
export async function insertChecked<Rec extends TenantRecord, Input>(
  at: RecordAccess<Rec, Input>,
  id: string,
  input: Input,
): Promise<void> {
  const { kind, db: tx, tenant } = at;
  const checked = await checkedWrite(at, input, { id });
  const made = kind.onCreate ? await kind.onCreate(tx, input, checked) : { columns: {} };
  const derived = { ...checked.columns, ...made.columns };
  const columns = [...Object.keys(derived), ...kind.columns.map((c) => c.column)];
  const values = [...Object.values(derived), ...valuesOf(kind, input)];
  // The audit entry before the record: the record's INSERT fires the summary cells' triggers, and
  // the locks they take on the cells every save shares (the nation's, its province's, its
  // district's) are held from then to the commit; the less comes after it, the less saves wait.
  const auditId = await writeAudit(tx, tenant.actor, {
    entity: kind.entity,
    entityId: id,
    action: 'create',
    after: { ...checked.audited, ...made.audited, ...input },
  });
  const inserted = await tx.query(
    sql`INSERT INTO ${raw(kind.table)} (id, created_by, updated_by, ${names(columns)})
      VALUES (${id}, ${tenant.actor.userId}, ${tenant.actor.userId}, ${join(values)})
      ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  // Made meanwhile by the same save sent twice: nothing was created here, so nothing is audited.
  if (!inserted.length) await tx.query(sql`DELETE FROM audit_log WHERE id = ${auditId}`);
  else if (kind.writeParts) await kind.writeParts(tx, id, input);
}

/** Makes a record with the client's id: a retried save answers the record the first save made. */
export async function createRecord<Rec extends TenantRecord, Input>(
  at: Access<Rec, Input>,
  body: Input & { _id: string },
): Promise<Rec> {
  const { kind, db, tenant } = at;
  const { _id: id, ...raw_ } = body;
  const existing = await queryOne<{ readable: boolean }>(
    db,
    sql`SELECT ${ownerCondition(kind, tenant)} AS readable
      FROM ${raw(`${kind.table} ${kind.alias}`)} WHERE ${raw(kind.alias)}.id = ${id}`,
  );
  if (existing) {
    if (!existing.readable) throw conflict();
    return getRecord(at, id);
  }
  const input = kind.clean(raw_ as Input);
  await retryingUniqueRace(db, (tx) => insertChecked({ kind, db: tx, tenant }, id, input));
  return getRecord(at, id);
}

/** Edits a record from the version the edit started from; a stale version changes nothing and answers 409. */
export async function updateRecord<Rec extends TenantRecord, Input>(
  at: Access<Rec, Input>,
  id: string,
  body: Input & { version: number },
): Promise<Rec> {
  const { kind, db, tenant } = at;
  const { version, ...raw_ } = body;
  const before = await getRecord(at, id);
  if (before.deletedAt) throw notFound();
  if (before.version !== version) throw conflict();
  const input = kind.clean(raw_ as Input);
  await retryingUniqueRace(db, async (tx) => {
    const { columns } = await checkedWrite({ kind, db: tx, tenant }, input, { id, before });
    const values = [...Object.values(columns), ...valuesOf(kind, input)];
    const sets = [...Object.keys(columns), ...kind.columns.map((c) => c.column)].map(
      (column, i) => sql`${raw(column)} = ${values[i]}`,
    );
    const updated = await tx.query(
      sql`UPDATE ${raw(kind.table)} SET ${join(sets)},
          updated_by = ${tenant.actor.userId}, updated_at = now(), version = version + 1
        WHERE id = ${id} AND version = ${version} AND deleted_at IS NULL RETURNING id`,
    );
    if (updated.length === 0) throw conflict();
    await kind.writeParts?.(tx, id, input);
    const after = await getRecord({ ...at, db: tx }, id);
    const ignored = [...kind.auditIgnore];
    await writeAudit(tx, tenant.actor, {
      entity: kind.entity,
      entityId: id,
      action: 'update',
      ...changes(before, after, ignored),
    });
  });
  return getRecord(at, id);
}

/**
 * Soft delete from the version read, with a reason, audited in the same transaction: the record
 * stays for its history and an administrator can restore it. A stale version changes nothing (409).
 */
export async function deleteRecord<Rec extends TenantRecord, Input>(
  at: Access<Rec, Input>,
  id: string,
  { version, reason }: { version: number; reason: string },
): Promise<Rec> {
  const { kind, db, tenant } = at;
  const before = await getRecord(at, id);
  if (before.deletedAt) throw notFound();
  const why = reason.trim();
  await db.transaction(async (tx) => {
    await guardWrite({ kind, db: tx, tenant }, { record: before }, { id, before });
    await kind.checkDelete?.(tx, tenant, before);
    const done = await tx.query(
      sql`UPDATE ${raw(kind.table)} SET deleted_at = now(), deleted_by = ${tenant.actor.userId},
          delete_reason = ${why}, updated_by = ${tenant.actor.userId}, updated_at = now(), version = version + 1
        WHERE id = ${id} AND version = ${version} AND deleted_at IS NULL RETURNING id`,
    );
    if (done.length === 0) throw conflict();
    await writeAudit(tx, tenant.actor, {
      entity: kind.entity,
      entityId: id,
      action: 'delete',
      after: { reason: why },
    });
  });
  return getRecord(at, id);
}

/** Undoes a soft delete (administrators), audited with the reason it had been deleted for. */
export async function restoreRecord<Rec extends TenantRecord, Input>(
  at: Access<Rec, Input>,
  id: string,
): Promise<Rec> {
  const { kind, db, tenant } = at;
  const before = await getRecord(at, id);
  if (!before.deletedAt) return before;
  await retryingUniqueRace(db, async (tx) => {
    await guardWrite({ kind, db: tx, tenant }, { record: before }, { id, after: before }, true);
    await kind.checkRestore?.(tx, tenant, before);
    await tx.query(
      sql`UPDATE ${raw(kind.table)} SET deleted_at = NULL, deleted_by = NULL, delete_reason = NULL,
          updated_by = ${tenant.actor.userId}, updated_at = now(), version = version + 1 WHERE id = ${id}`,
    );
    await writeAudit(tx, tenant.actor, {
      entity: kind.entity,
      entityId: id,
      action: 'restore',
      before: { reason: before.deleteReason },
    });
  });
  return getRecord(at, id);
}
