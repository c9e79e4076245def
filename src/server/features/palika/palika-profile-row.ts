import { authorNames, parsedJson, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type PalikaProfile = Schemas['PalikaProfile'];

/** A palika's profile with its place in the geography, its running batch, and who changed it. */
export const PALIKA_PROFILE_FROM = `palika_profiles pp
  JOIN palikas pa ON pa.id = pp.palika_id JOIN districts d ON d.id = pa.district_id
  JOIN provinces pr ON pr.id = d.province_id
  LEFT JOIN LATERAL (SELECT b.id, b.code, b.name_en, b.name_ne FROM batch_palikas bp
      JOIN batches b ON b.id = bp.batch_id
    WHERE bp.palika_id = pp.palika_id AND bp.status = 'active' AND b.deleted_at IS NULL
      AND b.status IN ('planned', 'active')
    ORDER BY b.start_date DESC LIMIT 1) cb ON true`;

/** Its facilitators as one JSON list in the order entered; its wards filled in counted. */
export const PALIKA_PROFILE_SELECT = `pp.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne, pa.palika_type,
  pa.ward_count, d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  pr.id AS pr_id, pr.code AS pr_code, pr.name_en AS pr_name, pr.name_ne AS pr_name_ne,
  cb.id AS batch_id, cb.code AS batch_code, cb.name_en AS batch_name_en, cb.name_ne AS batch_name_ne,
  ${authorNames('pp')},
  (SELECT count(*) FROM ward_profiles w WHERE w.palika_id = pp.palika_id AND w.version > 1)
    AS wards_filled,
  (SELECT coalesce(json_agg(json_build_object('name', c.name, 'phone', c.phone,
      'appointedOn', c.appointed_on::text, 'trainingCompleted', c.training_completed,
      'status', c.status) ORDER BY c.position), '[]')
    FROM palika_cbrfs c WHERE c.profile_id = pp.id) AS cbrfs_json`;

/** Every column of its own read by the contract's shape; its palika's names, facilitators and batch joined. */
export const palikaProfileOf = recordOf<PalikaProfile>('PalikaProfile', {
  code: (row) => (row.pa_code as string) ?? null,
  nameEn: (row) => row.pa_name as string,
  nameNe: (row) => row.pa_name_ne as string,
  cbrfs: (row) => parsedJson(row.cbrfs_json),
  currentBatch: (row) =>
    row.batch_id
      ? {
          _id: row.batch_id as string,
          code: row.batch_code as string,
          nameEn: row.batch_name_en as string,
          nameNe: row.batch_name_ne as string,
        }
      : null,
  filled: (row) => Number(row.version) > 1,
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
  district: (row) => placeOf(row, 'd_', row.d_id),
  province: (row) => placeOf(row, 'pr_', row.pr_id),
});
