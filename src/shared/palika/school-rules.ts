import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { SCHOOL_FIRST_ACADEMIC_YEAR_BS, SETUPS_WITH_CLASS_TYPES } from './enums';
import { blank, bsYearOf, locationProblems } from './place-rules';

/** Children with disabilities of one type enrolled, by sex. */
export interface EnrolmentFacts {
  disabilityType: string;
  female?: number | null;
  male?: number | null;
  other?: number | null;
}

/** What the rules of a school read; the API's input has all of it. */
export interface SchoolFacts {
  wardNo: number;
  schoolType: string;
  institutionalForm?: string | null;
  religiousKind?: string | null;
  levels: readonly string[];
  specialEducation?: string | null;
  resourceClassTypes?: readonly string[];
  headTeacherPhone?: string | null;
  smcChairPhone?: string | null;
  studentsFemale?: number | null;
  studentsMale?: number | null;
  studentsOther?: number | null;
  cwdEnrolled?: readonly EnrolmentFacts[];
  academicYearBs: number;
  latitude?: number | null;
  longitude?: number | null;
}

const SEXES = ['female', 'male', 'other'] as const;

/** Children with disabilities enrolled, summed by sex over every type. */
export function enrolledBySex(rows: readonly EnrolmentFacts[] = []) {
  const sum = (sex: (typeof SEXES)[number]) => rows.reduce((n, row) => n + (row[sex] ?? 0), 0);
  return { female: sum('female'), male: sum('male'), other: sum('other') };
}

/**
 * The rules of a school (DOMAIN.md §7.9) shared by the form and the API, on `today`: an
 * institutional school says whether it is a trust or a company and a religious one what kind it
 * is, and neither is said of another type; it teaches at least one level; a resource class or a
 * special school names the disabilities it teaches, and no other set-up does; the head teacher's
 * and the committee chair's phones are well formed; each disability's enrolment is given once, and the children with
 * disabilities of a sex are not more than its students (when those are given); the academic year
 * is from 2070 to this one; the ward is the palika's; a location is whole and in Nepal. A unique
 * IEMIS code is the server's to check.
 */
export function schoolProblems(s: SchoolFacts, todayIso: string, wardCount?: number): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code'], limit?: number) =>
    problems.push(limit === undefined ? { field, code } : { field, code, limit });
  if (wardCount !== undefined && s.wardNo > wardCount) flag('wardNo', 'tooLarge', wardCount);
  const conditional = (field: 'institutionalForm' | 'religiousKind', type: string) => {
    if (s.schoolType === type && blank(s[field])) flag(field, 'required');
    if (s.schoolType !== type && !blank(s[field])) flag(field, 'notAllowed');
  };
  conditional('institutionalForm', 'institutional');
  conditional('religiousKind', 'religious');
  if (s.levels.length === 0) flag('levels', 'required');
  const namesTypes = (SETUPS_WITH_CLASS_TYPES as readonly (string | null | undefined)[]).includes(
    s.specialEducation,
  );
  const classTypes = s.resourceClassTypes ?? [];
  if (namesTypes && classTypes.length === 0) flag('resourceClassTypes', 'required');
  if (!namesTypes && classTypes.length > 0) flag('resourceClassTypes', 'notAllowed');
  for (const phone of ['headTeacherPhone', 'smcChairPhone'] as const)
    if (!blank(s[phone]) && !normalizePhone(s[phone]!)) flag(phone, 'invalidFormat');
  const rows = s.cwdEnrolled ?? [];
  if (new Set(rows.map((row) => row.disabilityType)).size !== rows.length)
    flag('cwdEnrolled', 'invalidValue');
  const enrolled = enrolledBySex(rows);
  const students = { female: s.studentsFemale, male: s.studentsMale, other: s.studentsOther };
  const over = SEXES.find((sex) => !blank(students[sex]) && enrolled[sex] > students[sex]!);
  if (over) flag('cwdEnrolled', 'tooLarge', students[over]!);
  const thisYear = bsYearOf(todayIso) ?? SCHOOL_FIRST_ACADEMIC_YEAR_BS;
  if (s.academicYearBs < SCHOOL_FIRST_ACADEMIC_YEAR_BS)
    flag('academicYearBs', 'tooSmall', SCHOOL_FIRST_ACADEMIC_YEAR_BS);
  else if (s.academicYearBs > thisYear) flag('academicYearBs', 'tooLarge', thisYear);
  return [...problems, ...locationProblems(s)];
}
