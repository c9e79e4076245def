import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

export interface Actor {
  userId: string;
  viaGroupId: string | null;
}

export interface AuditRecord {
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Only what changed between two versions of a record, ignoring bookkeeping fields. */
export function changes(
  before: object,
  after: object,
  ignore: string[] = ['version', 'updatedAt', 'updatedBy', 'places'],
) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (ignore.includes(key) || JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a ?? null;
    is[key] = b ?? null;
  }
  return { before: was, after: is };
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Records a change: who, when, through which group, what, before and after. Call it inside the
 * change's transaction; it answers the entry's id (a save that made nothing takes it back).
 */
export async function writeAudit(
  tx: Queryable,
  actor: Actor,
  record: AuditRecord,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    sql`INSERT INTO audit_log (actor_id, via_group_id, entity, entity_id, action, before, after) VALUES (${actor.userId}, ${actor.viaGroupId}, ${record.entity}, ${record.entityId}, ${record.action}, ${asJson(record.before)}, ${asJson(record.after)}) RETURNING id`,
  );
  return Number(row.id);
}

interface AuditRow {
  id: number;
  at: Date;
  actor: string | null;
  via_group: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export async function auditHistory(
  db: Queryable,
  entity: string,
  entityId: string,
): Promise<Schemas['AuditEntry'][]> {
  const rows = await db.query<AuditRow>(
    sql`SELECT a.id, a.at, actor.username AS actor, via.username AS via_group, a.action, a.before, a.after
       FROM audit_log a LEFT JOIN users actor ON actor.id = a.actor_id LEFT JOIN users via ON via.id = a.via_group_id
      WHERE a.entity = ${entity} AND a.entity_id = ${entityId} ORDER BY a.at DESC, a.id DESC`,
  );
  const asObject = (value: unknown) =>
    typeof value === 'string' ? JSON.parse(value) : (value ?? null);
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    viaGroup: r.via_group,
    action: r.action,
    before: asObject(r.before),
    after: asObject(r.after),
  }));
}
