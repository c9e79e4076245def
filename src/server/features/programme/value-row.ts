import { authorNames, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type ActivityValue = Schemas['ActivityValue'];

/** A recorded value with its activity, palika and who made and last changed it. */
export const VALUE_FROM = `activity_values v
  JOIN palika_activities a ON a.id = v.activity_id
  JOIN palikas pa ON pa.id = v.palika_id`;

export const VALUE_SELECT = `v.*, a.code AS a_code, a.name_en AS a_name_en, a.name_ne AS a_name_ne, a.unit AS a_unit,
  a.status AS a_status, a.level AS a_level,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  ${authorNames('v')}`;

/** Every column of its own read by the contract's shape; its activity and palika joined. */
export const valueOf = recordOf<ActivityValue>('ActivityValue', {
  activity: (row) => ({
    code: row.a_code as string,
    nameEn: (row.a_name_en as string) ?? null,
    nameNe: row.a_name_ne as string,
    unit: row.a_unit as ActivityValue['activity']['unit'],
    status: row.a_status as ActivityValue['activity']['status'],
    level: Number(row.a_level),
  }),
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
});
