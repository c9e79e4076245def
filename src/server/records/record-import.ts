import type { Database } from '@/server/db/database';
import { HttpError } from '@/server/platform/http-error';
import { retryingUniqueRace } from '@/server/platform/unique-race';
import type { FieldError } from '@/shared/errors';
import { type RecordAccess, type TenantRecord, ownerOfKind } from './record-kind';
import { insertChecked } from './record-write';

/** What was wrong with a row of an imported file: its number (1 = the first row under the header). */
export type RowProblem = FieldError & { row: number };

export interface ImportAnswer {
  checked: number;
  written: number;
  problems: RowProblem[];
}

/** Leaves the import's transaction without writing anything. */
class Rollback extends Error {}

/**
 * Imports rows as new records of a kind, all or nothing (issue 18 §3): each row is cleaned and
 * written inside one transaction by the kit's own create, so every rule of a form holds, and a
 * row may clash with an earlier row of the same file (a code given twice). A row refused names
 * its fields; a row naming a place outside the caller's area is refused the same way. When any
 * row is refused, or when only checking (`dryRun`), the transaction is rolled back and nothing is
 * written. A caller whose role may not write these records at all is refused outright (403).
 */
export async function importRecords<Rec extends TenantRecord, Input>(
  at: RecordAccess<Rec, Input, Database>,
  rows: readonly (Input & { _id: string })[],
  dryRun: boolean,
): Promise<ImportAnswer> {
  const { level } = ownerOfKind(at.kind);
  // A kind owned by places of several levels refuses a row outside the area as a refused row.
  const outside = rows.flatMap((row, index) =>
    at.kind.places || at.tenant.canReadAt(level, at.kind.ownerOf(row))
      ? []
      : [{ field: `rows.${index}.${level}Id`, code: 'notAllowed' as const }],
  );
  if (outside.length)
    throw new HttpError(403, 'forbidden', 'Rows of places outside your area', outside);
  const problems: RowProblem[] = [];
  try {
    // A code another save took meanwhile: run again, the row is named `taken` (unique-race.ts).
    await retryingUniqueRace(at.db, async (tx) => {
      problems.length = 0;
      for (const [index, { _id: id, ...row }] of rows.entries()) {
        try {
          await insertChecked({ ...at, db: tx }, id, at.kind.clean(row as Input));
        } catch (error) {
          if (!(error instanceof HttpError) || !error.fields?.length) throw error;
          problems.push(...error.fields.map((field) => ({ ...field, row: index + 1 })));
        }
      }
      if (dryRun || problems.length) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  const written = dryRun || problems.length ? 0 : rows.length;
  return { checked: rows.length, written, problems };
}
