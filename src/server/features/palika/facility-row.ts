import { authorNames, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type HealthFacility = Schemas['HealthFacility'];

/** A health facility with its palika and district, and who made and last changed it. */
export const FACILITY_FROM = `health_facilities h
  JOIN palikas pa ON pa.id = h.palika_id JOIN districts d ON d.id = pa.district_id`;

export const FACILITY_SELECT = `h.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  ${authorNames('h')},
  (SELECT count(*) FROM fchvs f WHERE f.supervising_facility_id = h.id AND f.deleted_at IS NULL)
    AS fchvs_supervised`;

/** Every column of its own read by the contract's shape (its FCHVs counted too); its places joined. */
export const facilityOf = recordOf<HealthFacility>('HealthFacility', {
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
  district: (row) => placeOf(row, 'd_', row.d_id),
});
