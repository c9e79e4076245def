import type { ActiveSession } from '@/server/access/sessions';
import { HttpError, notFound } from '@/server/platform/http-error';
import { raw, type Sql, sql } from '@/server/platform/sql';
import type { Scope } from './scope';

/** The level a kind of record belongs to: a palika (persons, services, activities) or a province (batches). */
export type OwnerLevel = 'palika' | 'province';

/**
 * The one gate between a request and the records of palikas. Every operation marked `x-tenant`
 * receives one, built from the caller's own scope before the handler runs; repositories of tenant
 * data take it as a required argument and build their WHERE clauses with `palikaSql`, so a
 * query that forgets the scope does not type-check.
 */
export class TenantScope {
  private readonly palikas: ReadonlySet<number>;

  constructor(
    readonly scope: Scope,
    readonly actor: { userId: string; viaGroupId: string | null; role: string },
  ) {
    this.palikas = new Set(scope.palikaIds);
  }

  get national(): boolean {
    return this.scope.national;
  }

  /** A SQL condition limiting `column` (a palika id the code names) to the readable palikas. */
  palikaSql(column: string): Sql {
    if (this.scope.national) return sql`TRUE`;
    return sql`${raw(column)} = ANY(${this.scope.palikaIds}::int[])`;
  }

  canRead(palikaId: number): boolean {
    return this.scope.national || this.palikas.has(palikaId);
  }

  /**
   * A SQL condition limiting `column` to the readable places of `level`. A province's own records
   * (a batch) are read by national users and by those assigned the whole province.
   */
  ownerSql(level: OwnerLevel, column: string): Sql {
    if (level === 'palika' || this.scope.national) return this.palikaSql(column);
    return sql`${raw(column)} = ANY(${this.scope.provinceIds}::int[])`;
  }

  canReadAt(level: OwnerLevel, id: number): boolean {
    if (level === 'palika') return this.canRead(id);
    return this.scope.national || this.scope.provinceIds.includes(id);
  }

  /** A record outside the scope does not exist for this caller. */
  assertReadable(palikaId: number | undefined): asserts palikaId is number {
    if (palikaId === undefined || !this.canRead(palikaId)) throw notFound();
  }

  /** Writing a record into (or moving it to) a palika outside the scope is refused. */
  assertWritable(palikaId: number, field = 'palikaId'): void {
    this.assertWritableAt('palika', palikaId, field);
  }

  /** Writing a record into a palika or province outside the scope is refused. */
  assertWritableAt(level: OwnerLevel, id: number, field = `${level}Id`): void {
    if (!this.canReadAt(level, id))
      throw new HttpError(403, 'forbidden', 'That place is outside your area', [
        { field, code: 'notAllowed' },
      ]);
  }
}

/** The gate of a request, from its session (whose area was read with it). */
export function tenantScopeOf(session: ActiveSession): TenantScope {
  return new TenantScope(session.scope, {
    userId: session.userId,
    viaGroupId: session.viaGroupId,
    role: session.role,
  });
}
