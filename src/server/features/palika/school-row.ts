import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type School = Schemas['School'];
type Row = Record<string, unknown>;

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

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value as string) ?? null;
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function schoolOf(row: Row): School {
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    iemisCode: row.iemis_code as string,
    nameNe: row.name_ne as string,
    nameEn: text(row.name_en),
    schoolType: row.school_type as School['schoolType'],
    institutionalForm: text(row.institutional_form) as School['institutionalForm'],
    religiousKind: text(row.religious_kind) as School['religiousKind'],
    levels: row.levels as School['levels'],
    specialEducation: text(row.special_education) as School['specialEducation'],
    resourceClassTypes: (row.resource_class_types as School['resourceClassTypes']) ?? [],
    accessibility: (row.accessibility as School['accessibility']) ?? [],
    headTeacherName: text(row.head_teacher_name),
    headTeacherPhone: text(row.head_teacher_phone),
    smcChairName: text(row.smc_chair_name),
    studentsFemale: num(row.students_female),
    studentsMale: num(row.students_male),
    studentsOther: num(row.students_other),
    cwdEnrolled: json<School['cwdEnrolled']>(row.enrolled_json),
    teachersTrainedInclusive: num(row.teachers_trained_inclusive),
    academicYearBs: Number(row.academic_year_bs),
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    ...recordMetaOf(row),
  };
}
