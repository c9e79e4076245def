import { invalid } from '@/server/platform/http-error';
import { type Sql, sql } from '@/server/platform/sql';
import { columnsOf, contractFields } from '@/server/records/contract-fields';
import { type CountedIn, type RecordKind, trimmedFields } from '@/server/records/record-kind';
import { type TargetInput, checkTarget, locked } from './target-checks';
import { targetOwnership } from './target-places';
import { TARGET_FROM, TARGET_RENAME, TARGET_SELECT, type Target, targetOf } from './target-row';

export interface TargetFilters {
  fiscalYear?: number;
  scope?: Target['scope'];
  measure?: Target['measure'];
  status?: Target['status'];
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  batchId?: string;
}

/** The columns a client writes; a target's places, identity and status the server works out. */
const columns = columnsOf<TargetInput>('TargetCreate', {
  except: ['provinceId', 'districtId', 'palikaId', 'batchId'],
  rename: TARGET_RENAME,
});

/** What a client sends, places included: each trimmed. */
const FIELDS = contractFields('TargetCreate');

const clean = (input: TargetInput): TargetInput => ({
  ...(trimmedFields(input, FIELDS) as TargetInput),
  revisionOf: input.revisionOf ?? null,
  revisionReason: input.revisionReason?.trim() ?? null,
});

const filterOf = (f: TargetFilters): Sql[] => [
  ...(f.fiscalYear ? [sql`tg.fiscal_year = ${f.fiscalYear}`] : []),
  ...(f.scope ? [sql`tg.scope = ${f.scope}`] : []),
  ...(f.measure ? [sql`tg.measure = ${f.measure}`] : []),
  // Superseded revisions are history: listed only when asked for.
  f.status ? sql`tg.status = ${f.status}` : sql`tg.status <> 'superseded'`,
  ...(f.provinceId ? [sql`tg.province_id = ${f.provinceId}`] : []),
  ...(f.districtId ? [sql`tg.district_id = ${f.districtId}`] : []),
  ...(f.palikaId ? [sql`tg.palika_id = ${f.palikaId}`] : []),
  ...(f.batchId ? [sql`tg.batch_id = ${f.batchId}`] : []),
];

/**
 * A palika's target counts in the reports of its palika for the three periods of its fiscal year:
 * each period's achievement is read against it. Targets of other places belong to no palika's
 * report (they have their own approval, decision 0029).
 */
const targetCountedIn: CountedIn = {
  reports: ({ scope, palikaId, fiscalYear }) =>
    scope === 'palika' && typeof palikaId === 'number' && typeof fiscalYear === 'number'
      ? ([1, 2, 3] as const).map((period) => ({ palikaId, fiscalYear, period }))
      : [],
};

/** A target (issue 19, decision 0029) on the record kit: owned by places of every level. */
export const targetKind: RecordKind<Target, TargetInput, TargetFilters> = {
  entity: 'target',
  table: 'targets',
  alias: 'tg',
  from: TARGET_FROM,
  select: TARGET_SELECT,
  recordOf: targetOf,
  columns,
  clean,
  places: targetOwnership,
  writers: ['SUPER_ADMIN', 'ADMIN', 'PROVINCE', 'PALIKA'],
  // Unused: `places` decides who reads and writes a target.
  ownerOf: () => 0,
  async check(tx, tenant, input, context) {
    return { columns: await checkTarget(tx, tenant, input, context) };
  },
  async checkDelete(_tx, _tenant, target) {
    if (target.status !== 'proposed') throw locked();
  },
  async checkRestore(tx, _tenant, target) {
    const [taken] = await tx.query(
      sql`SELECT 1 FROM targets t JOIN targets mine ON mine.id = ${target._id}
        WHERE t.identity = mine.identity AND t.status = mine.status AND t.deleted_at IS NULL`,
    );
    if (taken) throw invalid([{ field: 'measure', code: 'taken' }]);
  },
  countedIn: targetCountedIn,
  auditIgnore: [
    'version',
    'updatedAt',
    'updatedBy',
    'place',
    'revisions',
    'approvedBy',
    'approvedAt',
  ],
  filters: filterOf,
  defaultOrder: 'tg.fiscal_year DESC, tg.scope, tg.measure, tg.revision, tg.id',
};
