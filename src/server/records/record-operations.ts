import type { Database, SqlStatement } from '@/server/db/database';
import { auditHistory } from '@/server/platform/audit';
import type { Handlers, OperationContext } from '@/server/plugins/operations';
import { importRecords } from '@/server/records/record-import';
import type { RecordKind, TenantRecord } from '@/server/records/record-kind';
import {
  type ListTotals,
  exportRecords,
  getRecord,
  listRecords,
} from '@/server/records/record-read';
import { withRowLock } from '@/server/records/record-row-lock';
import {
  createRecord,
  deleteRecord,
  restoreRecord,
  updateRecord,
} from '@/server/records/record-write';
import type { OperationId } from '@/shared/api/types';
import type { ImportableOperationIds, PlaceProfileOperationIds } from '@/shared/record-kinds';

export interface RecordOperationOptions {
  /** Totals of a list's filtered set, read with its count (the services' records, persons…). */
  listTotals?: ListTotals;
  /** More of a list's answer, read apart from its filtered set and count (the values' attributes). */
  listExtras?(
    db: Database,
    where: SqlStatement,
    count: { total: number; totalExact: boolean },
  ): Promise<object>;
}

/** What every record operation reads of its request, whichever operation it is. */
interface Context extends Pick<OperationContext<OperationId>, 'db' | 'tenant'> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  params: { id: string };
}

/**
 * The handlers of every operation a kind of record has, from its declaration on the record kit:
 * each goes through the caller's TenantScope. A feature spreads them into its handler table beside
 * its own operations (a duplicate search, a catalogue).
 */
export function recordHandlers<
  Ids extends PlaceProfileOperationIds & Partial<ImportableOperationIds>,
>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: RecordKind<TenantRecord, any, any, any>,
  ids: Ids,
  options: RecordOperationOptions = {},
): Pick<Handlers, Extract<Ids[keyof Ids], OperationId>> {
  const at = ({ db, tenant }: Context) => ({ kind, db, tenant });
  const byAction: Record<keyof ImportableOperationIds, (context: Context) => Promise<unknown>> = {
    list: async (context) => {
      const { db, query } = context;
      const { where, ...page } = await listRecords(at(context), query, options.listTotals);
      const extras = await options.listExtras?.(db, where, page);
      return { ...page, ...extras };
    },
    create: (context) => createRecord(at(context), context.body),
    export: (context) => exportRecords(at(context), context.query),
    get: async (context) =>
      withRowLock(context.db, kind.countedIn, await getRecord(at(context), context.params.id)),
    update: (context) => updateRecord(at(context), context.params.id, context.body),
    delete: (context) => deleteRecord(at(context), context.params.id, context.body),
    restore: (context) => restoreRecord(at(context), context.params.id),
    import: (context) => importRecords(at(context), context.body.rows, context.body.dryRun),
    history: async (context) => {
      await getRecord(at(context), context.params.id);
      return { items: await auditHistory(context.db, kind.entity, context.params.id) };
    },
  };
  // Only the operations the kind has: a place's profile has no create, delete or restore.
  const handlers = Object.fromEntries(
    Object.entries(ids).map(([action, id]) => [
      id,
      byAction[action as keyof ImportableOperationIds],
    ]),
  );
  return handlers as unknown as Pick<Handlers, Extract<Ids[keyof Ids], OperationId>>;
}
