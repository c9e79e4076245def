import { describe, expect, it } from 'vitest';
import { valueProblems } from './value-rules';

const activity = { fiscalYear: 2083, status: 'ongoing' };
const today = '2026-11-24';
const codes = (v: Parameters<typeof valueProblems>[0], a = activity, wards?: number) =>
  valueProblems(v, a, today, wards).map((p) => `${p.field}:${p.code}`);

describe('a recorded value', () => {
  it('falls in its activity’s fiscal year and not after today', () => {
    // FY 2083/84 runs from 2026-07-17 (1 Shrawan 2083).
    expect(codes({ recordDate: '2026-07-17', achievedOutput: 1 })).toEqual([]);
    expect(codes({ recordDate: '2026-07-16', achievedOutput: 1 })).toEqual([
      'recordDate:notAllowed',
    ]);
    expect(codes({ recordDate: '2026-11-25', achievedOutput: 1 })).toEqual(['recordDate:tooLarge']);
  });

  it('is refused for a cancelled activity and a ward the palika does not have', () => {
    expect(
      codes(
        { recordDate: '2026-08-01', wardNo: 10, achievedOutput: 2 },
        { ...activity, status: 'cancelled' },
        9,
      ),
    ).toEqual(['activityId:notAllowed', 'wardNo:invalidValue']);
  });

  it('says something: a figure, an attribute or a note', () => {
    expect(codes({ recordDate: '2026-08-01' })).toEqual(['achievedOutput:required']);
    expect(codes({ recordDate: '2026-08-01', notes: 'Camp held' })).toEqual([]);
    expect(codes({ recordDate: '2026-08-01', attributes: { camps: 2 } })).toEqual([]);
    expect(codes({ recordDate: '2026-08-01', participantsFemale: 0 })).toEqual([]);
  });
});
