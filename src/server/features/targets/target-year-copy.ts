import { randomUUID } from 'node:crypto';
import type { TenantScope } from '@/server/access/tenant-scope';
import type { Database } from '@/server/db/database';
import { HttpError, forbidden } from '@/server/platform/http-error';
import { type ExportQuery, exportRecords } from '@/server/records/record-read';
import { insertChecked } from '@/server/records/record-write';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { type TargetFilters, targetKind } from './target-kind';
import type { Target } from './target-row';

/** A copied target: the same place, measure and parts in the new year, with last year's total as its baseline. */
const copyOf = (t: Target, toFiscalYear: number) => ({
  fiscalYear: toFiscalYear,
  scope: t.scope,
  provinceId: t.provinceId,
  districtId: t.districtId,
  palikaId: t.palikaId,
  batchId: t.batchId,
  measure: t.measure,
  categoryId: t.categoryId,
  templateId: t.templateId,
  attributeId: t.attributeId,
  total: t.total,
  periodT1: t.periodT1,
  periodT2: t.periodT2,
  periodT3: t.periodT3,
  female: t.female,
  male: t.male,
  other: t.other,
  baseline: t.total,
  baselineFiscalYear: t.fiscalYear,
  budgetNpr: t.budgetNpr,
  source: t.source,
  notes: t.notes,
});

/**
 * Copies a year's approved targets that the caller sets or proposes (of a palika when one is
 * named) into another year, in one transaction: each by the kit's create, so every rule holds and
 * it is approved at once or proposed as a new one would be. A target the new year already has is
 * left as it is and counted as skipped.
 */
export async function copyTargetYear(
  db: Database,
  tenant: TenantScope,
  body: RequestBody<'copyTargetYear'>,
): Promise<Schemas['TargetYearCopied']> {
  if (body.toFiscalYear <= body.fromFiscalYear)
    throw new HttpError(400, 'validation', 'Copy into a later year', [
      { field: 'toFiscalYear', code: 'tooSmall' },
    ]);
  if (body.palikaId) tenant.assertWritable(body.palikaId);
  if (!targetKind.writers?.includes(tenant.actor.role.toUpperCase()))
    throw forbidden('Your role reads targets; it does not set them');
  const at = { kind: targetKind, db, tenant };
  const query: ExportQuery & TargetFilters = {
    fiscalYear: body.fromFiscalYear,
    status: 'approved',
    ...(body.palikaId && { palikaId: body.palikaId }),
  };
  let copied = 0;
  let skipped = 0;
  await db.transaction(async (tx) => {
    let after: string | undefined;
    do {
      const chunk = await exportRecords({ ...at, db: tx }, { ...query, after });
      for (const target of chunk.items) {
        // The kit's one write check decides: a target the caller neither sets nor proposes is not
        // theirs to copy; one the new year already has is skipped.
        try {
          const input = targetKind.clean(copyOf(target, body.toFiscalYear));
          await insertChecked({ ...at, db: tx }, randomUUID(), input);
          copied += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.fields?.some((f) => f.code === 'taken')) skipped += 1;
          else if (error.statusCode !== 403) throw error;
        }
      }
      after = chunk.next ?? undefined;
    } while (after);
  });
  return { copied, skipped };
}
