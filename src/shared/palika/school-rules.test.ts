import { describe, expect, it } from 'vitest';
import { enrolledBySex, schoolProblems } from './school-rules';

const TODAY = '2026-11-25'; // 2083-08-09 BS
const sound = {
  wardNo: 4,
  schoolType: 'community',
  levels: ['basic_1_5'],
  academicYearBs: 2083,
};
const fields = (problems: { field: string; code: string; limit?: number }[]) =>
  problems.map((p) => `${p.field}:${p.code}${p.limit === undefined ? '' : `:${p.limit}`}`);

describe('the rules of a school', () => {
  it('keeps a sound community school', () => {
    expect(schoolProblems(sound, TODAY, 9)).toEqual([]);
  });

  it('asks an institutional school its form and a religious one its kind, and of no other type', () => {
    expect(fields(schoolProblems({ ...sound, schoolType: 'institutional' }, TODAY))).toEqual([
      'institutionalForm:required',
    ]);
    expect(fields(schoolProblems({ ...sound, schoolType: 'religious' }, TODAY))).toEqual([
      'religiousKind:required',
    ]);
    expect(
      fields(
        schoolProblems({ ...sound, institutionalForm: 'trust', religiousKind: 'madrasa' }, TODAY),
      ),
    ).toEqual(['institutionalForm:notAllowed', 'religiousKind:notAllowed']);
    expect(
      schoolProblems({ ...sound, schoolType: 'religious', religiousKind: 'gurukul_ashram' }, TODAY),
    ).toEqual([]);
  });

  it('asks for a level, and the disabilities a resource class or special school teaches', () => {
    expect(fields(schoolProblems({ ...sound, levels: [] }, TODAY))).toEqual(['levels:required']);
    expect(fields(schoolProblems({ ...sound, specialEducation: 'resource_class' }, TODAY))).toEqual(
      ['resourceClassTypes:required'],
    );
    expect(
      schoolProblems(
        { ...sound, specialEducation: 'special_school', resourceClassTypes: ['hearing'] },
        TODAY,
      ),
    ).toEqual([]);
    expect(
      fields(
        schoolProblems(
          { ...sound, specialEducation: 'inclusive', resourceClassTypes: ['visual'] },
          TODAY,
        ),
      ),
    ).toEqual(['resourceClassTypes:notAllowed']);
  });

  it('holds the children with disabilities of a sex to its students, each disability once', () => {
    const cwdEnrolled = [
      { disabilityType: 'physical', female: 3, male: 2 },
      { disabilityType: 'hearing', female: 2, other: 1 },
    ];
    expect(enrolledBySex(cwdEnrolled)).toEqual({ female: 5, male: 2, other: 1 });
    expect(schoolProblems({ ...sound, cwdEnrolled, studentsFemale: 5 }, TODAY)).toEqual([]);
    expect(
      fields(schoolProblems({ ...sound, cwdEnrolled, studentsFemale: 40, studentsMale: 1 }, TODAY)),
    ).toEqual(['cwdEnrolled:tooLarge:1']);
    expect(
      fields(
        schoolProblems(
          { ...sound, cwdEnrolled: [...cwdEnrolled, { disabilityType: 'physical', male: 1 }] },
          TODAY,
        ),
      ),
    ).toEqual(['cwdEnrolled:invalidValue']);
  });

  it('keeps the academic year from 2070 to this one, the ward in the palika, the phone and place sound', () => {
    expect(fields(schoolProblems({ ...sound, academicYearBs: 2084 }, TODAY))).toEqual([
      'academicYearBs:tooLarge:2083',
    ]);
    expect(fields(schoolProblems({ ...sound, academicYearBs: 2069 }, TODAY))).toEqual([
      'academicYearBs:tooSmall:2070',
    ]);
    expect(
      fields(
        schoolProblems({ ...sound, wardNo: 12, headTeacherPhone: '12', latitude: 27.1 }, TODAY, 9),
      ),
    ).toEqual(['wardNo:tooLarge:9', 'headTeacherPhone:invalidFormat', 'longitude:required']);
  });
});
