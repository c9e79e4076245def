import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import { linkedNameJoin, linkedNameSelect, linkedOf } from '@/server/platform/linked-records';
import type { Schemas } from '@/shared/api/types';

export type ServiceRecord = Schemas['ServiceRecord'];
type Row = Record<string, unknown>;

/** The joins of a record: its category with the names of the path above it, its person, palika and people. */
export const RECORD_FROM = `service_records r
  JOIN service_categories c ON c.id = r.category_id
  LEFT JOIN service_categories c2 ON c2.id = c.parent_id LEFT JOIN service_categories c3 ON c3.id = c2.parent_id LEFT JOIN service_categories c4 ON c4.id = c3.parent_id
  LEFT JOIN pwd_persons p ON p.id = r.pwd_id
  JOIN palikas pa ON pa.id = r.palika_id
  ${linkedNameJoin('pv', 'r.provider_type', 'r.provider_id')}`;

export const RECORD_SELECT = `r.*, r.service_date::text AS service_date_text, r.referral_outcome_date::text AS referral_outcome_text, r.follow_up_date::text AS follow_up_text,
  c.code AS c_code, c.name_en AS c_name_en, c.name_ne AS c_name_ne,
  concat_ws(' › ', c4.name_en, c3.name_en, c2.name_en, c.name_en) AS c_path_en, concat_ws(' › ', c4.name_ne, c3.name_ne, c2.name_ne, c.name_ne) AS c_path_ne,
  p.registration_no AS p_registration_no, p.name_ne AS p_name_ne, p.name_en AS p_name_en, p.gender AS p_gender,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne, ${authorNames('r')},
  ${linkedNameSelect('pv')}`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function recordOf(row: Row): ServiceRecord {
  return {
    _id: row.id as string,
    pwdId: (row.pwd_id as string) ?? null,
    isGroup: row.is_group as boolean,
    participantsMale: num(row.participants_male),
    participantsFemale: num(row.participants_female),
    participantsOther: num(row.participants_other),
    participantsPwd: num(row.participants_pwd),
    categoryId: Number(row.category_id),
    serviceDate: row.service_date_text as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    providerType: row.provider_type as ServiceRecord['providerType'],
    providerName: (row.provider_name as string) ?? null,
    providerId: (row.provider_id as string) ?? null,
    provider: linkedOf(row, 'pv', row.provider_type, row.provider_id),
    quantity: Number(row.quantity),
    unit: row.unit as ServiceRecord['unit'],
    costNpr: num(row.cost_npr),
    fundingSource: (row.funding_source as ServiceRecord['fundingSource']) ?? null,
    assistiveDeviceType:
      (row.assistive_device_type as ServiceRecord['assistiveDeviceType']) ?? null,
    deviceSerial: (row.device_serial as string) ?? null,
    referralFacility: (row.referral_facility as string) ?? null,
    referralReason: (row.referral_reason as string) ?? null,
    referralStatus: (row.referral_status as ServiceRecord['referralStatus']) ?? null,
    referralOutcomeDate: (row.referral_outcome_text as string) ?? null,
    attributes: (typeof row.attributes === 'string'
      ? JSON.parse(row.attributes)
      : row.attributes) as Record<string, unknown>,
    followUpDate: (row.follow_up_text as string) ?? null,
    notes: (row.notes as string) ?? null,
    fiscalYear: Number(row.fiscal_year),
    trimester: Number(row.trimester),
    category: {
      id: Number(row.category_id),
      code: row.c_code as string,
      nameEn: row.c_name_en as string,
      nameNe: row.c_name_ne as string,
      pathEn: row.c_path_en as string,
      pathNe: row.c_path_ne as string,
    },
    person: row.pwd_id
      ? {
          _id: row.pwd_id as string,
          registrationNo: row.p_registration_no as string,
          nameNe: row.p_name_ne as string,
          nameEn: (row.p_name_en as string) ?? null,
          gender: row.p_gender as 'male',
        }
      : null,
    palika: placeOf(row, 'pa_', row.palika_id),
    ...recordMetaOf(row),
  };
}
