import { type Database, type Queryable, queryOne } from '@/server/db/database';
import { changes, writeAudit } from '@/server/features/audit/audit';
import { restore, softDelete } from '@/server/features/audit/soft-delete';
import type { TenantScope } from '@/server/features/scope/tenant';
import { HttpError, invalid, notFound } from '@/server/http-error';
import type { RequestBody } from '@/shared/api/types';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { checkProfile } from './profile-checks';
import { PROFILE_COLUMNS, type ProfileInput, cleanProfileInput } from './profile-columns';
import { FULL_PROFILE_SELECT, PROFILE_FROM, type Profile, profileOf } from './profile-row';
import { profileSearchKey } from './search-key';

const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this record after you opened it');

const valuesOf = (input: ProfileInput) =>
  PROFILE_COLUMNS.map(({ field }) => (input as Record<string, unknown>)[field] ?? null);

/** A profile in the caller's scope, deleted or not; 404 when absent or outside. */
export async function scopedProfile(
  db: Queryable,
  tenant: TenantScope,
  id: string,
): Promise<Profile> {
  const params: unknown[] = [id];
  const row = await queryOne<Record<string, unknown>>(
    db,
    `SELECT ${FULL_PROFILE_SELECT} FROM ${PROFILE_FROM} WHERE p.id = $1 AND ${tenant.palikaCondition('p.palika_id', params)}`,
    params,
  );
  if (!row) throw notFound();
  return profileOf(row);
}

async function nextRegistrationNo(
  tx: Queryable,
  palikaId: number,
  fiscalYear: number,
): Promise<string> {
  const counter = await queryOne<{ last_no: number; code: string | null }>(
    tx,
    `INSERT INTO registration_counters (palika_id, fiscal_year, last_no) VALUES ($1, $2, 1)
     ON CONFLICT (palika_id, fiscal_year) DO UPDATE SET last_no = registration_counters.last_no + 1
     RETURNING last_no, (SELECT code FROM palikas WHERE id = $1) AS code`,
    [palikaId, fiscalYear],
  );
  return `${counter?.code ?? `P${palikaId}`}-${fiscalYear}-${String(counter?.last_no).padStart(5, '0')}`;
}

function fiscalYearOf(input: ProfileInput): number {
  const period = fiscalPeriodOf(input.registrationDate);
  if (!period) throw invalid([{ field: 'registrationDate', code: 'invalidValue' }]);
  return period.fiscalYear;
}

/** Registers a person. The id is the client's: a retried save answers the record the first save made. */
export async function createProfile(
  db: Database,
  tenant: TenantScope,
  body: RequestBody<'createProfile'>,
): Promise<Profile> {
  const { _id: id, ...raw } = body;
  const input = cleanProfileInput(raw);
  const existing = await queryOne<{ palika_id: number }>(
    db,
    'SELECT palika_id FROM pwd_persons WHERE id = $1',
    [id],
  );
  if (existing) {
    if (!tenant.canRead(existing.palika_id)) throw conflict();
    return scopedProfile(db, tenant, id);
  }
  tenant.assertWritable(input.palikaId);
  await checkProfile(db, input, id);
  const fiscalYear = fiscalYearOf(input);
  await db.transaction(async (tx) => {
    const registrationNo = await nextRegistrationNo(tx, input.palikaId, fiscalYear);
    const columns = PROFILE_COLUMNS.map((c) => c.column);
    const values = [
      id,
      registrationNo,
      fiscalYear,
      profileSearchKey({ ...input, registrationNo }),
      tenant.actor.userId,
      ...valuesOf(input),
    ];
    const inserted = await tx.query(
      `INSERT INTO pwd_persons (id, registration_no, fiscal_year, search_key, created_by, updated_by, ${columns.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $5, ${columns.map((_, i) => `$${i + 6}`).join(', ')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
      values,
    );
    if (inserted.length)
      await writeAudit(tx, tenant.actor, {
        entity: 'pwd',
        entityId: id,
        action: 'create',
        after: { registrationNo, ...input },
      });
  });
  return scopedProfile(db, tenant, id);
}

/** Edits a profile from the version the edit started from; a stale version changes nothing and answers 409. */
export async function updateProfile(
  db: Database,
  tenant: TenantScope,
  id: string,
  body: RequestBody<'updateProfile'>,
): Promise<Profile> {
  const { version, ...raw } = body;
  const before = await scopedProfile(db, tenant, id);
  if (before.deletedAt) throw notFound();
  if (before.version !== version) throw conflict();
  const input = cleanProfileInput(raw);
  tenant.assertWritable(input.palikaId);
  await checkProfile(db, input, id);
  await db.transaction(async (tx) => {
    const sets = PROFILE_COLUMNS.map((c, i) => `${c.column} = $${i + 5}`).join(', ');
    const updated = await tx.query(
      `UPDATE pwd_persons SET ${sets}, search_key = $3, updated_by = $4, updated_at = now(), version = version + 1
        WHERE id = $1 AND version = $2 AND deleted_at IS NULL RETURNING id`,
      [
        id,
        version,
        profileSearchKey({ ...input, registrationNo: before.registrationNo }),
        tenant.actor.userId,
        ...valuesOf(input),
      ],
    );
    if (updated.length === 0) throw conflict();
    const after = await scopedProfile(tx, tenant, id);
    await writeAudit(tx, tenant.actor, {
      entity: 'pwd',
      entityId: id,
      action: 'update',
      ...changes(before, after, ['version', 'updatedAt', 'updatedBy', 'age']),
    });
  });
  return scopedProfile(db, tenant, id);
}

/** Soft delete with a reason; the record stays for the audit trail and an administrator can restore it. */
export async function deleteProfile(
  db: Database,
  tenant: TenantScope,
  id: string,
  body: RequestBody<'deleteProfile'>,
): Promise<Profile> {
  const before = await scopedProfile(db, tenant, id);
  if (before.deletedAt) throw notFound();
  tenant.assertWritable(before.palikaId);
  await softDelete(db, tenant.actor, {
    table: 'pwd_persons',
    id,
    version: body.version,
    reason: body.reason,
  });
  return scopedProfile(db, tenant, id);
}

/** Undoes a soft delete, unless another record has taken one of its identifiers meanwhile. */
export async function restoreProfile(
  db: Database,
  tenant: TenantScope,
  id: string,
): Promise<Profile> {
  const before = await scopedProfile(db, tenant, id);
  if (!before.deletedAt) return before;
  await checkProfile(db, before as unknown as ProfileInput, id).catch(() => {
    throw new HttpError(409, 'conflict', 'Another record now holds one of its identifiers');
  });
  await restore(db, tenant.actor, { table: 'pwd_persons', id, reason: before.deleteReason });
  return scopedProfile(db, tenant, id);
}
