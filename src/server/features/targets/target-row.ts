import { authorNames } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
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
const revisionsOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
/** The place the scope names; the places containing it are kept for reading, not answered. */
const placeOfScope = (scope: Target['scope'], column: string) => (row: Row) =>
  row.scope === scope ? num(row[column]) : null;

/** The one column not named by the mechanical rename. */
export const TARGET_RENAME = { baselineFiscalYear: 'baseline_fy' };

/** Every column of its own read by the contract's shape; its places by scope, approver and revisions by hand. */
export const targetOf = recordOf<Target>(
  'Target',
  {
    provinceId: placeOfScope('province', 'province_id'),
    districtId: placeOfScope('district', 'district_id'),
    palikaId: placeOfScope('palika', 'palika_id'),
    batchId: (row) => (row.scope === 'batch' ? (row.batch_id as string) : null),
    approvedBy: (row) => (row.approved_by_name as string) ?? null,
    place: (row) => ({ nameEn: row.place_en as string, nameNe: row.place_ne as string }),
    revisions: (row) =>
      revisionsOf(row.revisions).map((r) => ({
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
  },
  { rename: TARGET_RENAME },
);
