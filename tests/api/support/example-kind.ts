import { recordMetaOf } from '@/server/db/row-mapping';
import { invalid } from '@/server/platform/http-error';
import { type Sql, sql } from '@/server/platform/sql';
import type { RecordKind, TenantRecord } from '@/server/records/record-kind';

/**
 * A throwaway kind of record declared on the kit, as a new feature would declare one: a home
 * visit to a palika's ward. docs/adding-a-record.md counts what it costs; record-kit.test.ts
 * holds the kit's promises on it. Its table is made by the test, not by a migration.
 */
export const EXAMPLE_TABLE = `CREATE TABLE example_visits (
  id uuid PRIMARY KEY,
  palika_id int NOT NULL REFERENCES palikas(id),
  ward_no int NOT NULL,
  visit_date date NOT NULL,
  fiscal_year int NOT NULL,
  notes text,
  version int NOT NULL DEFAULT 1,
  created_by uuid, updated_by uuid, deleted_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz, delete_reason text)`;

export interface Visit extends TenantRecord {
  palikaId: number;
  wardNo: number;
  visitDate: string;
  fiscalYear: number;
  notes: string | null;
}
export type VisitInput = Pick<Visit, 'palikaId' | 'wardNo' | 'visitDate' | 'notes'>;
export interface VisitFilters {
  wardNo?: number;
}

export const visitKind: RecordKind<Visit, VisitInput, VisitFilters> = {
  entity: 'example-visit',
  table: 'example_visits',
  alias: 'v',
  from: 'example_visits v',
  select: 'v.*, v.visit_date::text AS visit_date_text',
  recordOf: (row) => ({
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    visitDate: row.visit_date_text as string,
    fiscalYear: Number(row.fiscal_year),
    notes: (row.notes as string) ?? null,
    ...recordMetaOf(row),
  }),
  columns: [
    { field: 'palikaId', column: 'palika_id' },
    { field: 'wardNo', column: 'ward_no' },
    { field: 'visitDate', column: 'visit_date' },
    { field: 'notes', column: 'notes' },
  ],
  clean: (input) => ({ ...input, notes: input.notes?.trim() || null }),
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input) {
    const [palika] = await tx.query<{ ward_count: number }>(
      sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
    );
    if (!palika || input.wardNo > palika.ward_count)
      throw invalid([{ field: 'wardNo', code: 'tooLarge' }]);
    return { columns: { fiscal_year: Number(input.visitDate.slice(0, 4)) + 57 } };
  },
  auditIgnore: ['version', 'updatedAt', 'updatedBy'],
  filters: (filters): Sql[] => (filters.wardNo ? [sql`v.ward_no = ${filters.wardNo}`] : []),
  defaultOrder: 'v.visit_date DESC, v.id',
};
