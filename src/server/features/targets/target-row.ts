import { recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type Target = Schemas['Target'];
type Row = Record<string, unknown>;

/** A target with the names of its place and who made, changed and approved it. */
export const TARGET_FROM = `targets tg
  LEFT JOIN provinces tpr ON tg.scope = 'province' AND tpr.id = tg.province_id
  LEFT JOIN districts tdi ON tg.scope = 'district' AND tdi.id = tg.district_id
  LEFT JOIN palikas tpa ON tg.scope = 'palika' AND tpa.id = tg.palika_id
  LEFT JOIN batches tba ON tg.scope = 'batch' AND tba.id = tg.batch_id
  LEFT JOIN users au ON au.id = tg.approved_by`;

/** Every revision of the same target, in order, with who made and approved it. */
export const TARGET_SELECT = `tg.*, au.username AS approved_by_name,
  ${authorNames('tg')},
  COALESCE(tpr.name_en, tdi.name_en, tpa.name_en, tba.name_en, 'Nepal') AS place_en,
  COALESCE(tpr.name_ne, tdi.name_ne, tpa.name_ne, tba.name_ne, 'नेपाल') AS place_ne,
  (SELECT json_agg(json_build_object('_id', r.id, 'revision', r.revision, 'status', r.status,
      'total', r.total, 'reason', r.revision_reason, 'createdBy', rc.username,
      'createdAt', r.created_at, 'approvedBy', ra.username, 'approvedAt', r.approved_at)
      ORDER BY r.revision)
    FROM targets r LEFT JOIN users rc ON rc.id = r.created_by LEFT JOIN users ra ON ra.id = r.approved_by
    WHERE r.identity = tg.identity AND r.deleted_at IS NULL) AS revisions`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export function targetOf(row: Row): Target {
  const scope = row.scope as Target['scope'];
  const revisions = (
    typeof row.revisions === 'string' ? JSON.parse(row.revisions) : (row.revisions ?? [])
  ) as Record<string, unknown>[];
  return {
    _id: row.id as string,
    fiscalYear: Number(row.fiscal_year),
    scope,
    // The place the scope names; the places containing it are kept for reading, not answered.
    provinceId: scope === 'province' ? num(row.province_id) : null,
    districtId: scope === 'district' ? num(row.district_id) : null,
    palikaId: scope === 'palika' ? num(row.palika_id) : null,
    batchId: scope === 'batch' ? (row.batch_id as string) : null,
    measure: row.measure as Target['measure'],
    categoryId: num(row.category_id),
    templateId: num(row.template_id),
    attributeId: num(row.attribute_id),
    total: Number(row.total),
    periodT1: num(row.period_t1),
    periodT2: num(row.period_t2),
    periodT3: num(row.period_t3),
    female: num(row.female),
    male: num(row.male),
    other: num(row.other),
    baseline: num(row.baseline),
    baselineFiscalYear: num(row.baseline_fy),
    budgetNpr: num(row.budget_npr),
    source: (row.source as Target['source']) ?? null,
    notes: (row.notes as string) ?? null,
    status: row.status as Target['status'],
    revision: Number(row.revision),
    revisionOf: (row.revision_of as string) ?? null,
    revisionReason: (row.revision_reason as string) ?? null,
    approvedBy: (row.approved_by_name as string) ?? null,
    approvedAt: iso(row.approved_at),
    place: { nameEn: row.place_en as string, nameNe: row.place_ne as string },
    revisions: revisions.map((r) => ({
      _id: r._id as string,
      revision: Number(r.revision),
      status: r.status as Target['status'],
      total: Number(r.total),
      reason: (r.reason as string) ?? null,
      createdBy: (r.createdBy as string) ?? null,
      createdAt: iso(r.createdAt)!,
      approvedBy: (r.approvedBy as string) ?? null,
      approvedAt: iso(r.approvedAt),
    })),
    ...recordMetaOf(row),
  };
}
