import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type ActivityValue = Schemas['ActivityValue'];
type Row = Record<string, unknown>;

/** A recorded value with its activity, palika and who made and last changed it. */
export const VALUE_FROM = `activity_values v
  JOIN palika_activities a ON a.id = v.activity_id
  JOIN palikas pa ON pa.id = v.palika_id`;

export const VALUE_SELECT = `v.*, v.record_date::text AS record_date_text,
  a.code AS a_code, a.name_en AS a_name_en, a.name_ne AS a_name_ne, a.unit AS a_unit,
  a.status AS a_status, a.level AS a_level,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  ${authorNames('v')}`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function valueOf(row: Row): ActivityValue {
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    activityId: row.activity_id as string,
    recordDate: row.record_date_text as string,
    fiscalYear: Number(row.fiscal_year),
    trimester: Number(row.trimester),
    achievedOutput: num(row.achieved_output),
    expenditureNpr: num(row.expenditure_npr),
    participantsMale: num(row.participants_male),
    participantsFemale: num(row.participants_female),
    participantsOther: num(row.participants_other),
    wardNo: num(row.ward_no),
    attributes:
      typeof row.attributes === 'string'
        ? JSON.parse(row.attributes)
        : ((row.attributes as Record<string, unknown>) ?? {}),
    notes: (row.notes as string) ?? null,
    activity: {
      code: row.a_code as string,
      nameEn: (row.a_name_en as string) ?? null,
      nameNe: row.a_name_ne as string,
      unit: row.a_unit as ActivityValue['activity']['unit'],
      status: row.a_status as ActivityValue['activity']['status'],
      level: Number(row.a_level),
    },
    palika: placeOf(row, 'pa_', row.palika_id),
    ...recordMetaOf(row),
  };
}
