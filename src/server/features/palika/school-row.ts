import { authorNames, parsedJson, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';

export type School = Schemas['School'];

/** A school with its palika and district, and who made and last changed it. */
export const SCHOOL_FROM = `schools s
  JOIN palikas pa ON pa.id = s.palika_id JOIN districts d ON d.id = pa.district_id`;

/** Its enrolment of children with disabilities comes as one JSON list in the order of the Act's types. */
export const SCHOOL_SELECT = `s.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  ${authorNames('s')},
  (SELECT coalesce(json_agg(json_build_object('disabilityType', e.disability_type,
      'female', e.female, 'male', e.male, 'other', e.other)
      ORDER BY array_position(ARRAY['physical', 'visual', 'hearing', 'deaf_blind', 'voice_speech',
        'psychosocial', 'intellectual', 'haemophilia', 'autism', 'multiple'], e.disability_type)), '[]')
    FROM school_enrolments e WHERE e.school_id = s.id) AS enrolled_json`;

/** Every column of its own read by the contract's shape; its enrolment and places joined. */
export const schoolOf = recordOf<School>('School', {
  cwdEnrolled: (row) => parsedJson(row.enrolled_json),
  palika: (row) => placeOf(row, 'pa_', row.palika_id),
  district: (row) => placeOf(row, 'd_', row.d_id),
});
