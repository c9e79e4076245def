import { authorNames, isoDay, parsedJson, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { retirementDate, retirementStanding, yearsBetween } from '@/shared/palika/fchv-rules';

export type Fchv = Schemas['Fchv'];
type Row = Record<string, unknown>;

/** An FCHV with her palika, district, supervising facility, account, and who changed her. */
export const FCHV_FROM = `fchvs f
  JOIN palikas pa ON pa.id = f.palika_id JOIN districts d ON d.id = pa.district_id
  JOIN health_facilities hf ON hf.id = f.supervising_facility_id
  LEFT JOIN users fu ON fu.id = f.user_id`;

/** Her trainings come as one JSON list in the order entered; dates as text. */
export const FCHV_SELECT = `f.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  hf.name_ne AS hf_name_ne, hf.name_en AS hf_name_en, fu.username AS fchv_username,
  ${authorNames('f')},
  (SELECT coalesce(json_agg(json_build_object('trainingType', t.training_type,
      'date', t.training_date::text, 'days', t.days, 'organiser', t.organiser, 'cohort', t.cohort)
      ORDER BY t.position), '[]')
    FROM fchv_trainings t WHERE t.fchv_id = f.id) AS trainings_json`;

const birthDate = (row: Row) => isoDay(row.birth_date) as string;

/** Every column of its own read by the contract's shape; her age and retirement on today, her trainings, facility and account joined. */
export const fchvOf = recordOf<Fchv>('Fchv', {
  trainings: (row) => parsedJson(row.trainings_json),
  age: (row) => yearsBetween(birthDate(row), todayIso()),
  retirementDate: (row) => retirementDate(birthDate(row)),
  retirement: (row) => retirementStanding(birthDate(row), row.status as Fchv['status'], todayIso()),
  supervisingFacility: (row) => ({
    _id: row.supervising_facility_id as string,
    nameNe: row.hf_name_ne as string,
    nameEn: row.hf_name_en as string,
  }),
  user: (row) =>
    row.user_id ? { _id: row.user_id as string, username: row.fchv_username as string } : null,
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
  district: (row) => placeOf(row, 'd_', row.d_id),
});
