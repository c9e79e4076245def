import { randomUUID } from 'node:crypto';
import type { TenantScope } from '@/server/access/tenant-scope';
import type { Database } from '@/server/db/database';
import { writeAudit } from '@/server/platform/audit';
import { HttpError, forbidden, invalid } from '@/server/platform/http-error';
import { names, join, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import {
  adToBs,
  bsDaysInMonth,
  bsToAd,
  parseIsoDate,
  toIsoDate,
} from '@/shared/calendar/bs-calendar';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';

type Copy = Schemas['ActivityYearCopy'];

/** The same BS day a year on (the month's last day when the month is shorter), as an AD ISO date. */
export function nextBsYear(iso: string | null): string | null {
  const ad = iso ? parseIsoDate(iso) : undefined;
  const bs = ad && adToBs(ad);
  if (!bs) return null;
  const year = bs.year + 1;
  const day = Math.min(bs.day, bsDaysInMonth(year, bs.month) ?? bs.day);
  const moved = bsToAd({ year, month: bs.month, day });
  return moved ? toIsoDate(moved) : null;
}

const COPIED = [
  'level',
  'level_reason',
  'sort_order',
  'code',
  'name_ne',
  'name_en',
  'service_category_id',
  'responsible_role',
  'venue_type',
  'venue_id',
  'venue_name',
  'unit',
  'budget_npr',
  'budget_head',
  'funding_source',
  'planned_output_t1',
  'planned_output_t2',
  'planned_output_t3',
  'template_id',
  'attribute_ids',
];

/**
 * A palika's hierarchy of one year copied into a year that has none, in one transaction: the same
 * tree, codes, budgets and planned output, the planned dates a BS year on, every activity planned
 * again (no actual dates, no progress note), each audited as made by the copy.
 */
export async function copyActivityYear(db: Database, tenant: TenantScope, body: Copy) {
  tenant.assertWritable(body.palikaId);
  if (!(ACTIVITY_WRITERS as readonly string[]).includes(tenant.actor.role.toUpperCase()))
    throw forbidden('Your role reads these records; it does not change them');
  if (body.toFiscalYear <= body.fromFiscalYear)
    throw invalid([{ field: 'toFiscalYear', code: 'tooSmall' }]);
  return db.transaction(async (tx) => {
    const [held] = await tx.query(
      sql`SELECT 1 FROM palika_activities WHERE palika_id = ${body.palikaId}
        AND fiscal_year = ${body.toFiscalYear} AND deleted_at IS NULL LIMIT 1`,
    );
    if (held) throw new HttpError(409, 'conflict', 'That year already has activities');
    const source = await tx.query<Record<string, unknown>>(
      sql`SELECT *, planned_start::text AS planned_start_text, planned_end::text AS planned_end_text
        FROM palika_activities WHERE palika_id = ${body.palikaId} AND fiscal_year = ${body.fromFiscalYear}
          AND deleted_at IS NULL ORDER BY level, sort_order, code`,
    );
    const [batch] = await tx.query<{ batch_id: string }>(
      sql`SELECT m.batch_id FROM batch_palikas m JOIN batches b ON b.id = m.batch_id
        WHERE m.palika_id = ${body.palikaId} AND m.status = 'active' AND b.deleted_at IS NULL
          AND b.status IN ('planned', 'active') AND b.batch_type = 'palika_cohort'
        ORDER BY m.joined_on DESC LIMIT 1`,
    );
    const newIds = new Map<string, string>();
    for (const row of source) {
      const id = randomUUID();
      newIds.set(row.id as string, id);
      const columns = [
        'id',
        'palika_id',
        'fiscal_year',
        'parent_id',
        'batch_id',
        'planned_start',
        'planned_end',
        'status',
        'created_by',
        'updated_by',
        ...COPIED,
      ];
      const values = [
        id,
        body.palikaId,
        body.toFiscalYear,
        row.parent_id ? (newIds.get(row.parent_id as string) ?? null) : null,
        batch?.batch_id ?? null,
        nextBsYear(row.planned_start_text as string | null),
        nextBsYear(row.planned_end_text as string | null),
        'planned',
        tenant.actor.userId,
        tenant.actor.userId,
        ...COPIED.map((column) => row[column] ?? null),
      ];
      await tx.query(
        sql`INSERT INTO palika_activities (${names(columns)}) VALUES (${join(values)})`,
      );
      await writeAudit(tx, tenant.actor, {
        entity: 'activity',
        entityId: id,
        action: 'create',
        after: { copiedFrom: row.id, fiscalYear: body.toFiscalYear, code: row.code },
      });
    }
    return { copied: source.length };
  });
}
