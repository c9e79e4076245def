import { randomUUID } from 'node:crypto';
import type { PlaceFilters } from '@/server/access/place-filter';
import type { TenantScope } from '@/server/access/tenant-scope';
import type { Database } from '@/server/db/database';
import { HttpError, forbidden, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import { type ExportQuery, exportRecords } from '@/server/records/record-read';
import { insertChecked } from '@/server/records/record-write';
import type { Schemas } from '@/shared/api/types';
import {
  adToBs,
  bsDaysInMonth,
  bsToAd,
  parseIsoDate,
  toIsoDate,
} from '@/shared/calendar/bs-calendar';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { activityKind } from './activity-kind';
import type { ActivityInput } from './activity-checks';
import type { Activity } from './activity-row';

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

/** A stored activity as the input that makes its copy in another year, under its copied parent. */
function copyOf(row: Activity, toFiscalYear: number, parentId: string | null): ActivityInput {
  return activityKind.clean({
    palikaId: row.palikaId,
    fiscalYear: toFiscalYear,
    parentId,
    levelReason: row.levelReason,
    sortOrder: row.sortOrder,
    code: row.code,
    nameNe: row.nameNe,
    nameEn: row.nameEn,
    serviceCategoryId: row.serviceCategoryId,
    responsibleRole: row.responsibleRole,
    venueType: row.venueType,
    venueId: row.venueId,
    venueName: row.venueName,
    plannedStart: nextBsYear(row.plannedStart),
    plannedEnd: nextBsYear(row.plannedEnd),
    actualStart: null,
    actualEnd: null,
    unit: row.unit,
    budgetNpr: row.budgetNpr,
    budgetHead: row.budgetHead,
    fundingSource: row.fundingSource,
    plannedOutputT1: row.plannedOutputT1,
    plannedOutputT2: row.plannedOutputT2,
    plannedOutputT3: row.plannedOutputT3,
    status: 'planned',
    progressNote: null,
    templateId: row.templateId,
    attributeIds: row.attributeIds,
  } as ActivityInput);
}

/**
 * A palika's hierarchy of one year copied into a year that has none, in one transaction: the same
 * tree, codes, budgets and planned output, the planned dates a BS year on, every activity planned
 * again (no actual dates, no progress note). Each copy is made by the kit's create, through its one
 * write gate: the activity's rules hold and a period of the new year that is locked refuses it.
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
    const at = { kind: activityKind, db: tx, tenant };
    const source: Activity[] = [];
    let after: string | undefined;
    do {
      const chunk = await exportRecords(at, {
        palikaId: body.palikaId,
        fiscalYear: body.fromFiscalYear,
        after,
      } as ExportQuery & PlaceFilters);
      source.push(...chunk.items);
      after = chunk.next ?? undefined;
    } while (after);
    // Parents first, so each sub-activity is made under its parent's copy.
    source.sort(
      (a, b) => a.level - b.level || a.sortOrder - b.sortOrder || a.code.localeCompare(b.code),
    );
    const newIds = new Map<string, string>();
    for (const row of source) {
      const id = randomUUID();
      newIds.set(row._id, id);
      const parentId = row.parentId ? (newIds.get(row.parentId) ?? null) : null;
      await insertChecked(at, id, copyOf(row, body.toFiscalYear, parentId));
    }
    return { copied: source.length };
  });
}
