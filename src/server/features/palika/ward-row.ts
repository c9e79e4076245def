import { authorNames, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type WardProfile = Schemas['WardProfile'];

/** A ward's profile with its palika and district, and who changed it. */
export const WARD_FROM = `ward_profiles w
  JOIN palikas pa ON pa.id = w.palika_id JOIN districts d ON d.id = pa.district_id`;

/** Its FCHVs counted live, through the index on their palika and ward. */
export const WARD_SELECT = `w.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  ${authorNames('w')},
  (SELECT count(*) FROM fchvs f WHERE f.palika_id = w.palika_id AND f.ward_no = w.ward_no
    AND f.deleted_at IS NULL) AS fchv_count`;

/** Every column of its own read by the contract's shape (its FCHVs counted too); its places joined. */
export const wardOf = recordOf<WardProfile>('WardProfile', {
  filled: (row) => Number(row.version) > 1,
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
  district: (row) => placeOf(row, 'd_', row.d_id),
});
