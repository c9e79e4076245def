import { describe, expect, it } from 'vitest';
import { fchvProblems, retirementDate, retirementStanding, yearsBetween } from './fchv-rules';

const TODAY = '2026-11-24';
const sound = {
  wardNo: 4,
  birthDate: '1980-05-10',
  appointmentYear: 2065,
  basicTrainingCompleted: true,
  basicTrainingDate: '2008-09-01',
  status: 'active',
};
const fields = (problems: { field: string; code: string }[]) =>
  problems.map((p) => `${p.field}:${p.code}`);

describe('the rules of an FCHV', () => {
  it('keeps a sound FCHV with two trainings', () => {
    const trainings = [
      { trainingType: 'basic_18day', date: '2008-09-01', days: 18 },
      { trainingType: 'disability_prevention', date: '2024-02-11', days: 3 },
    ];
    expect(fchvProblems({ ...sound, trainings }, TODAY, 9)).toEqual([]);
  });

  it('refuses the under-age, an appointment before the programme or in the future, or before she was 18', () => {
    expect(fields(fchvProblems({ ...sound, birthDate: '2010-01-01' }, TODAY))).toContain(
      'birthDate:tooLarge',
    );
    expect(fchvProblems({ ...sound, appointmentYear: 2040 }, TODAY)).toEqual([
      { field: 'appointmentYear', code: 'tooSmall', limit: 2045 },
    ]);
    expect(fchvProblems({ ...sound, appointmentYear: 2090 }, TODAY)).toEqual([
      { field: 'appointmentYear', code: 'tooLarge', limit: 2083 },
    ]);
    // Born 2037 BS (1980): 18 in 2055.
    expect(fchvProblems({ ...sound, appointmentYear: 2050 }, TODAY)).toEqual([
      { field: 'appointmentYear', code: 'tooSmall', limit: 2055 },
    ]);
  });

  it('asks the dates that go with a completed training and a status, and none after today', () => {
    expect(
      fields(
        fchvProblems(
          { ...sound, basicTrainingDate: null, status: 'resigned', selectedOn: '2027-01-01' },
          TODAY,
        ),
      ),
    ).toEqual(['basicTrainingDate:required', 'statusDate:required', 'selectedOn:tooLarge']);
  });

  it("names each training's missing type or date, and a ward beyond the palika's", () => {
    const trainings = [
      { trainingType: '', date: '2020-01-01' },
      { trainingType: 'refresher', date: '' },
    ];
    expect(fields(fchvProblems({ ...sound, wardNo: 12, trainings }, TODAY, 9))).toEqual([
      'wardNo:tooLarge',
      'trainings.0.trainingType:required',
      'trainings.1.date:required',
    ]);
  });
});

describe('retirement at 60', () => {
  it('falls on the 60th birthday, counting whole years', () => {
    expect(retirementDate('1966-12-01')).toBe('2026-12-01');
    expect(retirementDate('1964-02-29')).toBe('2024-02-29');
    expect(yearsBetween('1966-12-01', '2026-11-30')).toBe(59);
    expect(yearsBetween('1966-12-01', '2026-12-01')).toBe(60);
  });

  it('is due within a year, past, or neither; only while she is active', () => {
    expect(retirementStanding('1966-12-01', 'active', TODAY)).toBe('due');
    expect(retirementStanding('1967-11-24', 'active', TODAY)).toBe('due');
    expect(retirementStanding('1967-11-25', 'active', TODAY)).toBeNull();
    expect(retirementStanding('1960-01-01', 'active', TODAY)).toBe('past');
    expect(retirementStanding('1960-01-01', 'retired', TODAY)).toBeNull();
  });
});
