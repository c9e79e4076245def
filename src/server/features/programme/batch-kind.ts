import { containing, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import type { CountedIn, RecordKind } from '@/server/records/record-kind';
import { reportsAt } from '@/server/records/record-lock';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';
import { type BatchInput, checkBatch } from './batch-checks';
import { BATCH_FROM, BATCH_SELECT, type Batch, batchOf } from './batch-row';

export interface BatchFilters {
  programme?: string;
  status?: Batch['status'];
  entryFiscalYear?: number;
}

/** Its columns, from the contract (its schedule and cost share as JSON); its members are a table of their own. */
const columns = columnsOf<BatchInput>('BatchCreate', { except: ['members'] });

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

function clean(input: BatchInput): BatchInput {
  const out: Record<string, unknown> = {};
  for (const { field } of columns)
    out[field] = trimmed((input as Record<string, unknown>)[field]) ?? null;
  return {
    ...(out as BatchInput),
    code: String(out.code ?? '').toUpperCase(),
    phaseSchedule: input.phaseSchedule?.length ? input.phaseSchedule : [...DPRP_SCHEDULE],
    costShare: input.costShare ?? {},
    members: input.members.map((m) => ({
      ...m,
      exitedOn: m.exitedOn || null,
      agreementNo: (trimmed(m.agreementNo) as string | null) ?? null,
      agreementDate: m.agreementDate || null,
    })),
  };
}

/** A stored batch as the input that would make it, for the rules a restore must keep. */
function inputOf(batch: Batch): BatchInput {
  const input = Object.fromEntries(
    columns.map(({ field }) => [field, (batch as Record<string, unknown>)[field]]),
  ) as BatchInput;
  const members = batch.members.map(
    ({ palikaId, joinedOn, exitedOn, agreementNo, agreementDate, status }) => ({
      palikaId,
      joinedOn,
      exitedOn,
      agreementNo,
      agreementDate,
      status,
    }),
  );
  return { ...input, members };
}

/**
 * A batch counts, for each member palika, in the reports of the periods it joined and left in
 * (DOMAIN.md §7.4: a palika's membership fixes its programme year and the targets that apply), with
 * that member's row: a change of the batch's own fields or of another member touches no report.
 */
const batchCountedIn: CountedIn = {
  reports: (fields) =>
    ((fields.members as Record<string, unknown>[] | undefined) ?? []).flatMap((member) => {
      const counts = {
        palikaId: member.palikaId,
        joinedOn: member.joinedOn,
        exitedOn: member.exitedOn ?? null,
        status: member.status,
      };
      return [
        ...reportsAt(member.palikaId, member.joinedOn, counts),
        ...reportsAt(member.palikaId, member.exitedOn, counts),
      ];
    }),
};

/** A programme batch (DOMAIN.md §7.4), a province's record on the kit, with its members. */
export const batchKind: RecordKind<Batch, BatchInput, BatchFilters> = {
  entity: 'batch',
  table: 'batches',
  alias: 'b',
  from: BATCH_FROM,
  select: BATCH_SELECT,
  recordOf: batchOf,
  columns,
  clean,
  owner: 'province',
  ownerOf: (input) => input.provinceId,
  async check(tx, _tenant, input, { id }) {
    await checkBatch(tx, input, id);
    return { columns: {} };
  },
  /** A restored batch keeps the rules: its code and its palikas may have been taken meanwhile. */
  async checkRestore(tx, _tenant, batch) {
    await checkBatch(tx, inputOf(batch), batch._id);
  },
  async writeParts(tx, id, input) {
    await tx.query(sql`DELETE FROM batch_palikas WHERE batch_id = ${id}`);
    for (const m of input.members)
      await tx.query(
        sql`INSERT INTO batch_palikas (batch_id, palika_id, joined_on, exited_on, agreement_no, agreement_date, status)
          VALUES (${id}, ${m.palikaId}, ${m.joinedOn}, ${m.exitedOn ?? null}, ${m.agreementNo ?? null},
            ${m.agreementDate ?? null}, ${m.status})`,
      );
  },
  countedIn: batchCountedIn,
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'province', 'memberCount'],
  filters: (f) => [
    ...(f.programme
      ? [sql`lower(b.programme_name) LIKE ${containing(f.programme.toLowerCase())}`]
      : []),
    ...(f.status ? [sql`b.status = ${f.status}`] : []),
    ...(f.entryFiscalYear ? [sql`b.entry_fiscal_year = ${f.entryFiscalYear}`] : []),
  ],
  sorts: { code: 'b.code', startDate: 'b.start_date', entryFiscalYear: 'b.entry_fiscal_year' },
  defaultOrder: 'b.entry_fiscal_year DESC, b.code, b.id',
};
