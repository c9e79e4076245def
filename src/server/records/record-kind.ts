import type { OwnerLevel, TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import type { Sql } from '@/server/platform/sql';

/** What every tenant record answers with: its id, its palika or province, version and soft deletion. */
export interface TenantRecord {
  _id: string;
  /** Null for a record owned by a place of another level (a target; decision 0029). */
  palikaId?: number | null;
  provinceId?: number | null;
  version: number;
  deletedAt: string | null;
  deleteReason: string | null;
}

/** A column the client writes: the field of the input and the column it is stored in. */
export interface WritableColumn<Input> {
  field: keyof Input & string;
  column: string;
  /** Stored as JSON text (attributes). */
  json?: boolean;
}

/** Columns the server works out on a write (a fiscal year, a search key), with what the audit shows of them. */
export interface Derived {
  columns: Record<string, unknown>;
  /** Fields to show in the audit entry of a creation beside the input (a registration number). */
  audited?: Record<string, unknown>;
}

/** A report of the four-monthly cycle (issue 39): one palika's period of a fiscal year. */
export interface ReportRef {
  palikaId: number;
  fiscalYear: number;
  period: 1 | 2 | 3;
}

/** A report a record counts in, with what of the record its figures read there. */
export interface CountedReport extends ReportRef {
  /** What the report's figures read of the record; an update touches the report only when this
   * differs before and after. Absent: every update of the record touches it. */
  counts?: unknown;
}

/**
 * Where a kind's records count in the reports' figures, for the lock at the write gate
 * (record-lock.ts): a write that would put a record into a submitted, approved or accepted report,
 * take one out of it or change what counts in it is refused. Registers without a period (schools,
 * FCHVs, wards) declare none.
 */
export interface CountedIn {
  /** The reports a record's fields (a record read back, or an input) put it in. */
  reports(fields: Record<string, unknown>): CountedReport[];
  /**
   * Reports it counts in through other records (a person in the periods they were served), as
   * rows `(palika_id, fiscal_year, period)`; read when the record is made, deleted or restored,
   * or when one of its own reports is touched.
   */
  through?(id: string, fields: Record<string, unknown>): Sql | undefined;
  /**
   * A list answers each of its rows with the locked period it counts in (`periodLock`, its
   * contract's item `withPeriodLock`), so that the row says it is locked before it is opened.
   */
  listed?: boolean;
}

/** Where a write stands: a new record (no `before`), or a change to the version read. */
export interface WriteContext<Rec> {
  id: string;
  before?: Rec;
}

/**
 * One kind of record of a palika, declared once: the kit (record-read.ts, record-write.ts) gives it
 * get, list, export, idempotent create, versioned update with an audited diff, soft delete, restore
 * and history, every one through the caller's TenantScope. A new kind of record is a declaration
 * like this one, its migration and its contract; see docs/adding-a-record.md.
 */
export interface RecordKind<Rec extends TenantRecord, Input, Filters, Item = Rec> {
  /** The name its audit entries carry ('pwd', 'service'). */
  entity: string;
  table: string;
  /** The table's alias in every read ('p', 'r'). */
  alias: string;
  /** The FROM of a full read: the table under its alias and the joins that name what it points at. */
  from: string;
  /** The SELECT list of a full read. */
  select: string;
  /** A full read's row as the API answers it. */
  recordOf(row: Record<string, unknown>): Rec;
  /** A list's item (a smaller summary), when it is not the whole record. */
  itemOf?(record: Rec): Item;
  /** The columns the client writes, in the input's terms. */
  columns: readonly WritableColumn<Input>[];
  /** Trims text, turns empty text into null, brings identifiers to one form. */
  clean(input: Input): Input;
  /**
   * The level its records belong to, stored in `palika_id` or `province_id`: a palika unless said.
   * The caller's scope is checked against it on every read and write.
   */
  owner?: OwnerLevel;
  /**
   * Records that belong to places of several levels (a target: the nation, a province, a district,
   * a batch or a palika; decision 0029): the kind says who reads and who writes each, in place of
   * one owner column. Its list filters its places itself (`filters`).
   */
  places?: PlaceOwnership;
  /**
   * The roles that may create, change and delete its records (within their scope); any role in
   * scope unless said. A restore stays the administrators'.
   */
  writers?: readonly string[];
  /** The palika (or province) a written record belongs to. */
  ownerOf(input: Input): number;
  /**
   * Every rule of a record, inside the write's transaction: throws a 400 naming every broken field,
   * or answers the columns the server works out. Called by the kit's one write check only.
   */
  check(
    tx: Queryable,
    tenant: TenantScope,
    input: Input,
    context: WriteContext<Rec>,
  ): Promise<Derived>;
  /**
   * Writes what the record holds in tables of its own (a batch's members), after its row, inside
   * the transaction; a full read's `select` reads them back.
   */
  writeParts?(tx: Queryable, id: string, input: Input): Promise<void>;
  /** Columns given once, when the record is made (a registration number); inside the transaction. */
  onCreate?(tx: Queryable, input: Input, derived: Derived): Promise<Derived>;
  /** Rules a delete must keep (a parent with live children stays); throws to refuse. */
  checkDelete?(tx: Queryable, tenant: TenantScope, record: Rec): Promise<void>;
  /** Rules a restore must keep (an identifier taken meanwhile); throws to refuse. */
  checkRestore?(tx: Queryable, tenant: TenantScope, record: Rec): Promise<void>;
  /** Fields of the answer an audited diff leaves out: bookkeeping and names joined from elsewhere. */
  auditIgnore: readonly string[];
  /** The conditions of its own list filters (the place filter and the scope come from the kit). */
  filters(filters: Filters): Sql[];
  /** The reports its records count in (issue 39 §2): none for a register without a period. */
  countedIn?: CountedIn;
  /** The orders a list may ask for (`sort` values) and the default order. */
  sorts?: Record<string, string>;
  defaultOrder: string;
}

/** Who reads and who writes records owned by places of several levels. */
export interface PlaceOwnership {
  /** The caller's readable records, over the kind's alias. */
  readSql(tenant: TenantScope, alias: string): Sql;
  /**
   * Refuses (403) a write of these fields (an input, or a record read back) by this caller, inside
   * the write's transaction.
   */
  assertWritable(
    tx: Queryable,
    tenant: TenantScope,
    fields: Record<string, unknown>,
  ): Promise<void>;
}

/** The level a kind's records belong to and the column holding their palika or province. */
/** A value as the client sent it, text trimmed, and empty text or nothing as null. */
export const trimmedValue = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);

/** The fields of an input a kind writes (its columns), each a `trimmedValue`. */
export function trimmedFields(
  input: object,
  fields: readonly { field: string }[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ field }) => [field, trimmedValue((input as Record<string, unknown>)[field])]),
  );
}

export function ownerOfKind(kind: { owner?: OwnerLevel }) {
  const level = kind.owner ?? 'palika';
  return { level, column: `${level}_id` } as const;
}

/** The palika or province a record read back belongs to. */
export function ownerOfRecord(kind: { owner?: OwnerLevel }, record: TenantRecord): number {
  const owner = kind.owner === 'province' ? record.provinceId : record.palikaId;
  if (owner === undefined || owner === null) throw new Error('A record answers without its owner');
  return owner;
}

/** A kind of record, reached by one caller through one connection: the first argument of every kit function. */
export interface RecordAccess<
  Rec extends TenantRecord,
  Input = unknown,
  Db extends Queryable = Queryable,
> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: RecordKind<Rec, Input, any, any>;
  db: Db;
  tenant: TenantScope;
}
