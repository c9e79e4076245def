import { type Database, type Queryable, queryOne } from '@/server/db/database';
import { changes, writeAudit } from '@/server/features/audit/audit';
import { restore, softDelete } from '@/server/features/audit/soft-delete';
import type { TenantScope } from '@/server/features/scope/tenant';
import { HttpError, notFound } from '@/server/http-error';
import type { RequestBody } from '@/shared/api/types';
import { type RecordInput, checkRecord } from './record-checks';
import { RECORD_FROM, RECORD_SELECT, type ServiceRecord, recordOf } from './record-row';

const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this record after you opened it');

const COLUMNS: [keyof RecordInput, string][] = [
  ['pwdId', 'pwd_id'],
  ['isGroup', 'is_group'],
  ['participantsMale', 'participants_male'],
  ['participantsFemale', 'participants_female'],
  ['participantsOther', 'participants_other'],
  ['participantsPwd', 'participants_pwd'],
  ['categoryId', 'category_id'],
  ['serviceDate', 'service_date'],
  ['palikaId', 'palika_id'],
  ['wardNo', 'ward_no'],
  ['providerType', 'provider_type'],
  ['providerName', 'provider_name'],
  ['quantity', 'quantity'],
  ['unit', 'unit'],
  ['costNpr', 'cost_npr'],
  ['fundingSource', 'funding_source'],
  ['assistiveDeviceType', 'assistive_device_type'],
  ['deviceSerial', 'device_serial'],
  ['referralFacility', 'referral_facility'],
  ['referralReason', 'referral_reason'],
  ['referralStatus', 'referral_status'],
  ['referralOutcomeDate', 'referral_outcome_date'],
  ['attributes', 'attributes'],
  ['followUpDate', 'follow_up_date'],
  ['notes', 'notes'],
];

const clean = (input: RecordInput): RecordInput => {
  const out: Record<string, unknown> = {};
  for (const [field] of COLUMNS) {
    const value = (input as Record<string, unknown>)[field];
    out[field] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  out.attributes = input.attributes ?? {};
  return out as RecordInput;
};
const valuesOf = (input: RecordInput) =>
  COLUMNS.map(([field]) =>
    field === 'attributes' ? JSON.stringify(input.attributes ?? {}) : (input[field] ?? null),
  );

export async function scopedRecord(
  db: Queryable,
  tenant: TenantScope,
  id: string,
): Promise<ServiceRecord> {
  const params: unknown[] = [id];
  const row = await queryOne<Record<string, unknown>>(
    db,
    `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r.id = $1 AND ${tenant.palikaCondition('r.palika_id', params)}`,
    params,
  );
  if (!row) throw notFound();
  return recordOf(row);
}

/** Records a service. The id is the client's: a retried save answers the record the first save made. */
export async function createRecord(
  db: Database,
  tenant: TenantScope,
  body: RequestBody<'createServiceRecord'>,
): Promise<ServiceRecord> {
  const { _id: id, ...raw } = body;
  const existing = await queryOne<{ palika_id: number }>(
    db,
    'SELECT palika_id FROM service_records WHERE id = $1',
    [id],
  );
  if (existing) {
    if (!tenant.canRead(existing.palika_id)) throw conflict();
    return scopedRecord(db, tenant, id);
  }
  const input = clean(raw);
  tenant.assertWritable(input.palikaId);
  const period = await checkRecord(db, tenant, input);
  await db.transaction(async (tx) => {
    const columns = COLUMNS.map(([, column]) => column);
    const inserted = await tx.query(
      `INSERT INTO service_records (id, fiscal_year, trimester, created_by, updated_by, ${columns.join(', ')})
       VALUES ($1, $2, $3, $4, $4, ${columns.map((_, i) => `$${i + 5}`).join(', ')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, period.fiscalYear, period.trimester, tenant.actor.userId, ...valuesOf(input)],
    );
    if (inserted.length)
      await writeAudit(tx, tenant.actor, {
        entity: 'service',
        entityId: id,
        action: 'create',
        after: input,
      });
  });
  return scopedRecord(db, tenant, id);
}

export async function updateRecord(
  db: Database,
  tenant: TenantScope,
  id: string,
  body: RequestBody<'updateServiceRecord'>,
): Promise<ServiceRecord> {
  const { version, ...raw } = body;
  const before = await scopedRecord(db, tenant, id);
  if (before.deletedAt) throw notFound();
  if (before.version !== version) throw conflict();
  const input = clean(raw);
  tenant.assertWritable(input.palikaId);
  const period = await checkRecord(db, tenant, input);
  await db.transaction(async (tx) => {
    const sets = COLUMNS.map(([, column], i) => `${column} = $${i + 6}`).join(', ');
    const done = await tx.query(
      `UPDATE service_records SET ${sets}, fiscal_year = $3, trimester = $4, updated_by = $5, updated_at = now(), version = version + 1
        WHERE id = $1 AND version = $2 AND deleted_at IS NULL RETURNING id`,
      [id, version, period.fiscalYear, period.trimester, tenant.actor.userId, ...valuesOf(input)],
    );
    if (done.length === 0) throw conflict();
    const after = await scopedRecord(tx, tenant, id);
    await writeAudit(tx, tenant.actor, {
      entity: 'service',
      entityId: id,
      action: 'update',
      ...changes(before, after, [
        'version',
        'updatedAt',
        'updatedBy',
        'category',
        'person',
        'palika',
      ]),
    });
  });
  return scopedRecord(db, tenant, id);
}

export async function deleteRecord(
  db: Database,
  tenant: TenantScope,
  id: string,
  body: RequestBody<'deleteServiceRecord'>,
): Promise<ServiceRecord> {
  const before = await scopedRecord(db, tenant, id);
  if (before.deletedAt) throw notFound();
  tenant.assertWritable(before.palikaId);
  await softDelete(db, tenant.actor, {
    table: 'service_records',
    id,
    version: body.version,
    reason: body.reason,
  });
  return scopedRecord(db, tenant, id);
}

export async function restoreRecord(
  db: Database,
  tenant: TenantScope,
  id: string,
): Promise<ServiceRecord> {
  const before = await scopedRecord(db, tenant, id);
  if (!before.deletedAt) return before;
  await restore(db, tenant.actor, { table: 'service_records', id, reason: before.deleteReason });
  return scopedRecord(db, tenant, id);
}
