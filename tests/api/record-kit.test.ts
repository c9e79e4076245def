import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf as scopeOfUser } from '@/server/access/scope';
import type { ActiveSession } from '@/server/access/sessions';
import { type TenantScope, tenantScopeOf } from '@/server/access/tenant-scope';
import { auditHistory } from '@/server/platform/audit';
import type { HttpError } from '@/server/platform/http-error';
import { exportRecords, getRecord, listRecords } from '@/server/records/record-read';
import {
  createRecord,
  deleteRecord,
  restoreRecord,
  updateRecord,
} from '@/server/records/record-write';
import { EXAMPLE_TABLE, type Visit, visitKind } from './support/example-kind';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, startTestApp } from './support/test-app';

/**
 * The record kit's promises, held on a kind declared only for this test (support/example-kind.ts):
 * whatever a new kind declares, it gets these without writing them again.
 */
let t: TestApp;
let palika: TenantScope;
let admin: TenantScope;

const scopeOf = async (username: string) => {
  const [user] = await t.db.query<{ id: string; role: string }>(
    'SELECT id, role FROM users WHERE username = $1',
    [username],
  );
  return tenantScopeOf({
    userId: user.id,
    viaGroupId: null,
    role: user.role,
    scope: await scopeOfUser(t.db, { userId: user.id, role: user.role }),
  } as ActiveSession);
};
const as = (tenant: TenantScope) => ({ kind: visitKind, db: t.db, tenant });
const visit = (overrides: Partial<Visit> = {}) => ({
  _id: randomUUID(),
  palikaId: BIRATNAGAR,
  wardNo: 3,
  visitDate: '2026-11-02',
  notes: '  first visit ',
  ...overrides,
});
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: HttpError) => error.statusCode,
  );

beforeAll(async () => {
  t = await startTestApp();
  await t.db.query(EXAMPLE_TABLE);
  palika = await scopeOf('palika');
  admin = await scopeOf('admin');
}, 60_000);
afterAll(() => t.close());

describe(`the record kit (${DATABASE_KIND})`, () => {
  it('creates once per client id, cleaned and derived, and audits the creation', async () => {
    const body = visit();
    const first = await createRecord(as(palika), body);
    const again = await createRecord(as(palika), { ...body, notes: 'a retry' });
    expect(first).toMatchObject({
      _id: body._id,
      notes: 'first visit',
      fiscalYear: 2083,
      version: 1,
    });
    expect(again).toEqual(first);
    const history = await auditHistory(t.db, 'example-visit', body._id);
    expect(history.map((h) => [h.action, h.actor])).toEqual([['create', 'palika']]);
  });

  it('updates from the version read, auditing only what changed; a stale version changes nothing', async () => {
    const made = await createRecord(as(palika), visit());
    const input = {
      palikaId: made.palikaId,
      wardNo: 4,
      visitDate: made.visitDate,
      notes: made.notes,
    };
    const changed = await updateRecord(as(palika), made._id, { ...input, version: 1 });
    expect([changed.wardNo, changed.version]).toEqual([4, 2]);
    expect(
      await statusOf(updateRecord(as(palika), made._id, { ...input, wardNo: 6, version: 1 })),
    ).toBe(409);
    expect((await getRecord(as(palika), made._id)).wardNo).toBe(4);
    const [update] = await auditHistory(t.db, 'example-visit', made._id);
    expect([update.action, update.before, update.after]).toEqual([
      'update',
      { wardNo: 3 },
      { wardNo: 4 },
    ]);
  });

  it('refuses a broken rule inside the transaction, leaving nothing written', async () => {
    const body = visit({ wardNo: 99 });
    expect(await statusOf(createRecord(as(palika), body))).toBe(400);
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM example_visits WHERE id = $1',
      [body._id],
    );
    expect([n, (await auditHistory(t.db, 'example-visit', body._id)).length]).toEqual([0, 0]);
  });

  it('keeps each caller inside their area: 404 to read, 403 to write elsewhere', async () => {
    const elsewhere = await createRecord(as(admin), visit({ palikaId: SUNDARHARAICHA }));
    expect(await statusOf(getRecord(as(palika), elsewhere._id))).toBe(404);
    expect(await statusOf(createRecord(as(palika), visit({ palikaId: SUNDARHARAICHA })))).toBe(403);
    const page = await listRecords(as(palika), {});
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => (item as Visit).palikaId === BIRATNAGAR)).toBe(true);
    expect((await listRecords(as(admin), {})).total).toBeGreaterThan(page.total);
  });

  it('deletes softly with a reason, lists the deleted apart, restores, and tells it all in the history', async () => {
    const made = await createRecord(as(palika), visit({ wardNo: 7 }));
    const deleted = await deleteRecord(as(palika), made._id, {
      version: 1,
      reason: ' entered twice ',
    });
    expect([deleted.deleteReason, Boolean(deleted.deletedAt)]).toEqual(['entered twice', true]);
    const ids = async (deletedOnly: boolean) =>
      (await listRecords(as(palika), { wardNo: 7, deleted: deletedOnly } as object)).items.map(
        (item) => (item as Visit)._id,
      );
    expect([await ids(false), await ids(true)]).toEqual([[], [made._id]]);
    const restored = await restoreRecord(as(admin), made._id);
    expect([restored.deletedAt, restored.version]).toEqual([null, 3]);
    const history = await auditHistory(t.db, 'example-visit', made._id);
    expect(history.map((h) => h.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('exports in chunks that cover every record once, counting the set on the first chunk only', async () => {
    for (let i = 0; i < 5; i += 1) await createRecord(as(palika), visit({ wardNo: 9 }));
    const seen: string[] = [];
    const totals: (number | null)[] = [];
    let after: string | undefined;
    do {
      const chunk = await exportRecords(as(palika), { wardNo: 9, limit: 2, after } as object);
      seen.push(...chunk.items.map((item) => item._id));
      totals.push(chunk.total);
      after = chunk.next ?? undefined;
    } while (after);
    expect([seen.length, new Set(seen).size]).toEqual([5, 5]);
    expect(totals).toEqual([5, null, null]);
  });
});
