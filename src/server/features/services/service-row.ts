import { authorNames, placeOf } from '@/server/db/row-mapping';
import { linkedNameJoin, linkedNameSelect, linkedOf } from '@/server/domain/linked-records';
import { recordOf as recordFromContract } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type ServiceRecord = Schemas['ServiceRecord'];

/** The joins of a record: its category with the names of the path above it, its person, palika and people. */
export const RECORD_FROM = `service_records r
  JOIN service_categories c ON c.id = r.category_id
  LEFT JOIN service_categories c2 ON c2.id = c.parent_id LEFT JOIN service_categories c3 ON c3.id = c2.parent_id LEFT JOIN service_categories c4 ON c4.id = c3.parent_id
  LEFT JOIN pwd_persons p ON p.id = r.pwd_id
  JOIN palikas pa ON pa.id = r.palika_id
  ${linkedNameJoin('pv', 'r.provider_type', 'r.provider_id')}`;

export const RECORD_SELECT = `r.*, c.code AS c_code, c.name_en AS c_name_en, c.name_ne AS c_name_ne,
  concat_ws(' › ', c4.name_en, c3.name_en, c2.name_en, c.name_en) AS c_path_en, concat_ws(' › ', c4.name_ne, c3.name_ne, c2.name_ne, c.name_ne) AS c_path_ne,
  p.registration_no AS p_registration_no, p.name_ne AS p_name_ne, p.name_en AS p_name_en, p.gender AS p_gender,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne, ${authorNames('r')},
  ${linkedNameSelect('pv')}`;

/** Every column of its own read by the contract's shape; its provider, category, person and palika joined. */
export const recordOf = recordFromContract<ServiceRecord>('ServiceRecord', {
  provider: (row) => linkedOf(row, 'pv', row.provider_type, row.provider_id),
  category: (row) => ({
    id: Number(row.category_id),
    code: row.c_code as string,
    nameEn: row.c_name_en as string,
    nameNe: row.c_name_ne as string,
    pathEn: row.c_path_en as string,
    pathNe: row.c_path_ne as string,
  }),
  person: (row) =>
    row.pwd_id
      ? {
          _id: row.pwd_id as string,
          registrationNo: row.p_registration_no as string,
          nameNe: row.p_name_ne as string,
          nameEn: (row.p_name_en as string) ?? null,
          gender: row.p_gender as 'male',
        }
      : null,
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
});
