import { numberOrNull, numberText, orNull, textOf } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { adToBs, todayInNepal } from '@/shared/calendar/bs-calendar';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';

export type SchoolInput = Omit<Schemas['SchoolUpdate'], 'version'>;
export type School = Schemas['School'];
type Enrolment = SchoolInput['cwdEnrolled'] extends (infer R)[] | undefined ? R : never;

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const SCHOOL_ENUM_FIELDS = {
  schoolType: 'schoolType',
  institutionalForm: 'institutionalForm',
  religiousKind: 'religiousSchoolKind',
  levels: 'schoolLevel',
  specialEducation: 'specialEducation',
  resourceClassTypes: 'disabilityType',
  accessibility: 'schoolAccessibility',
} as const;

export const ENROLMENT_SEXES = ['female', 'male', 'other'] as const;
/** The enrolment grid: a row a disability, a count typed for each sex. */
export type EnrolmentText = Record<(typeof ENROLMENT_SEXES)[number], string>;

/** The form's values: text as typed (numbers too, in either script), the place for its picker. */
export interface SchoolFormValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo: string;
  iemisCode: string;
  nameNe: string;
  nameEn: string;
  schoolType: string;
  institutionalForm: string;
  religiousKind: string;
  levels: string[];
  specialEducation: string;
  resourceClassTypes: string[];
  accessibility: string[];
  headTeacherName: string;
  headTeacherPhone: string;
  smcChairName: string;
  studentsFemale: string;
  studentsMale: string;
  studentsOther: string;
  cwdEnrolled: Record<string, EnrolmentText>;
  teachersTrainedInclusive: string;
  academicYearBs: string;
  latitude: string;
  longitude: string;
}

const emptyGrid = (): Record<string, EnrolmentText> =>
  Object.fromEntries(DISABILITY_TYPES.map((type) => [type, { female: '', male: '', other: '' }]));

export function emptySchoolValues(
  place: Pick<SchoolFormValues, 'provinceId' | 'districtId' | 'palikaId'> = {},
): SchoolFormValues {
  const thisYear = adToBs(todayInNepal())?.year;
  return {
    ...place,
    wardNo: '',
    iemisCode: '',
    nameNe: '',
    nameEn: '',
    schoolType: '',
    institutionalForm: '',
    religiousKind: '',
    levels: [],
    specialEducation: '',
    resourceClassTypes: [],
    accessibility: [],
    headTeacherName: '',
    headTeacherPhone: '',
    smcChairName: '',
    studentsFemale: '',
    studentsMale: '',
    studentsOther: '',
    cwdEnrolled: emptyGrid(),
    teachersTrainedInclusive: '',
    academicYearBs: thisYear ? String(thisYear) : '',
    latitude: '',
    longitude: '',
  };
}

/** A stored school as the form edits it. */
export function schoolValuesOf(
  s: School,
  place: { provinceId?: number; districtId?: number },
): SchoolFormValues {
  const grid = emptyGrid();
  for (const row of s.cwdEnrolled ?? [])
    grid[row.disabilityType] = {
      female: numberText(row.female || null),
      male: numberText(row.male || null),
      other: numberText(row.other || null),
    };
  return {
    ...place,
    palikaId: s.palikaId,
    wardNo: String(s.wardNo),
    iemisCode: s.iemisCode,
    nameNe: s.nameNe,
    nameEn: textOf(s.nameEn),
    schoolType: s.schoolType,
    institutionalForm: textOf(s.institutionalForm),
    religiousKind: textOf(s.religiousKind),
    levels: [...s.levels],
    specialEducation: textOf(s.specialEducation),
    resourceClassTypes: [...(s.resourceClassTypes ?? [])],
    accessibility: [...(s.accessibility ?? [])],
    headTeacherName: textOf(s.headTeacherName),
    headTeacherPhone: textOf(s.headTeacherPhone),
    smcChairName: textOf(s.smcChairName),
    studentsFemale: numberText(s.studentsFemale),
    studentsMale: numberText(s.studentsMale),
    studentsOther: numberText(s.studentsOther),
    cwdEnrolled: grid,
    teachersTrainedInclusive: numberText(s.teachersTrainedInclusive),
    academicYearBs: String(s.academicYearBs),
    latitude: numberText(s.latitude),
    longitude: numberText(s.longitude),
  };
}

/** The grid's rows with a child counted, in the Act's order. */
function enrolmentOf(grid: Record<string, EnrolmentText>): Enrolment[] {
  return DISABILITY_TYPES.map((disabilityType) => {
    const cells = grid[disabilityType];
    const count = (sex: keyof EnrolmentText) => numberOrNull(cells?.[sex] ?? '') ?? 0;
    return { disabilityType, female: count('female'), male: count('male'), other: count('other') };
  }).filter((row) => row.female + row.male + row.other > 0);
}

/** What the API is sent: numbers as numbers, empty text as null, what the type does not ask dropped. */
export function schoolBodyOf(v: SchoolFormValues): SchoolInput {
  const classTypes = ['resource_class', 'special_school'].includes(v.specialEducation);
  return {
    palikaId: v.palikaId as number,
    wardNo: numberOrNull(v.wardNo) as number,
    iemisCode: v.iemisCode.trim(),
    nameNe: v.nameNe.trim(),
    nameEn: orNull(v.nameEn),
    schoolType: v.schoolType as SchoolInput['schoolType'],
    institutionalForm: (v.schoolType === 'institutional'
      ? orNull(v.institutionalForm)
      : null) as SchoolInput['institutionalForm'],
    religiousKind: (v.schoolType === 'religious'
      ? orNull(v.religiousKind)
      : null) as SchoolInput['religiousKind'],
    levels: v.levels as SchoolInput['levels'],
    specialEducation: orNull(v.specialEducation) as SchoolInput['specialEducation'],
    resourceClassTypes: (classTypes
      ? v.resourceClassTypes
      : []) as SchoolInput['resourceClassTypes'],
    accessibility: v.accessibility as SchoolInput['accessibility'],
    headTeacherName: orNull(v.headTeacherName),
    headTeacherPhone: orNull(v.headTeacherPhone),
    smcChairName: orNull(v.smcChairName),
    studentsFemale: numberOrNull(v.studentsFemale),
    studentsMale: numberOrNull(v.studentsMale),
    studentsOther: numberOrNull(v.studentsOther),
    cwdEnrolled: enrolmentOf(v.cwdEnrolled),
    teachersTrainedInclusive: numberOrNull(v.teachersTrainedInclusive),
    academicYearBs: numberOrNull(v.academicYearBs) as number,
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
  };
}
