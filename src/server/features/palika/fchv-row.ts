import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import { todayIso } from '@/server/platform/today';
import type { Schemas } from '@/shared/api/types';
import { retirementDate, retirementStanding, yearsBetween } from '@/shared/palika/fchv-rules';

export type Fchv = Schemas['Fchv'];
type Row = Record<string, unknown>;

/** An FCHV with her palika, district, supervising facility, account, and who changed her. */
export const FCHV_FROM = `fchvs f
  JOIN palikas pa ON pa.id = f.palika_id JOIN districts d ON d.id = pa.district_id
  JOIN health_facilities hf ON hf.id = f.supervising_facility_id
  LEFT JOIN users fu ON fu.id = f.user_id`;

/** Her trainings come as one JSON list in the order entered; dates as text. */
export const FCHV_SELECT = `f.*, f.birth_date::text AS birth_text, f.selected_on::text AS selected_text,
  f.basic_training_date::text AS basic_text, f.status_date::text AS status_text,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  hf.name_ne AS hf_name_ne, hf.name_en AS hf_name_en, fu.username AS fchv_username,
  ${authorNames('f')},
  (SELECT coalesce(json_agg(json_build_object('trainingType', t.training_type,
      'date', t.training_date::text, 'days', t.days, 'organiser', t.organiser, 'cohort', t.cohort)
      ORDER BY t.position), '[]')
    FROM fchv_trainings t WHERE t.fchv_id = f.id) AS trainings_json`;

const text = (value: unknown) => (value as string) ?? null;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const bool = (value: unknown) => (value as boolean) ?? null;
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function fchvOf(row: Row): Fchv {
  const birthDate = row.birth_text as string;
  const status = row.status as Fchv['status'];
  const today = todayIso();
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    fchvCode: text(row.fchv_code),
    nameNe: row.name_ne as string,
    nameEn: text(row.name_en),
    birthDate,
    phone: text(row.phone),
    hasSmartphone: bool(row.has_smartphone),
    citizenshipNo: text(row.citizenship_no),
    casteEthnicityCode: text(row.caste_ethnicity_code) as Fchv['casteEthnicityCode'],
    education: text(row.education) as Fchv['education'],
    maritalStatus: text(row.marital_status) as Fchv['maritalStatus'],
    catchmentToles: text(row.catchment_toles),
    catchmentHouseholds: num(row.catchment_households),
    supervisingFacilityId: row.supervising_facility_id as string,
    mothersGroupName: text(row.mothers_group_name),
    mothersGroupMembers: num(row.mothers_group_members),
    areaType: text(row.area_type) as Fchv['areaType'],
    selectedOn: text(row.selected_text),
    appointmentYear: Number(row.appointment_year),
    basicTrainingCompleted: Boolean(row.basic_training_completed),
    basicTrainingDate: text(row.basic_text),
    hasIdCard: bool(row.has_id_card),
    hasKit: bool(row.has_kit),
    trainings: json<Fchv['trainings']>(row.trainings_json),
    status,
    statusDate: text(row.status_text),
    userId: text(row.user_id),
    age: yearsBetween(birthDate, today),
    retirementDate: retirementDate(birthDate),
    retirement: retirementStanding(birthDate, status, today),
    supervisingFacility: {
      _id: row.supervising_facility_id as string,
      nameNe: row.hf_name_ne as string,
      nameEn: row.hf_name_en as string,
    },
    user: row.user_id
      ? { _id: row.user_id as string, username: row.fchv_username as string }
      : null,
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    ...recordMetaOf(row),
  };
}
