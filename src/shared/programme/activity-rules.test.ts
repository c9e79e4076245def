import { describe, expect, it } from 'vitest';
import { activityProblems, overBudget } from './activity-rules';

const activity = { fiscalYear: 2083, code: '1.2' };

describe('activityProblems', () => {
  it('keeps planned dates inside the fiscal year (2083/84: 2026-07-17 to 2027-07-16)', () => {
    expect(
      activityProblems({ ...activity, plannedStart: '2026-07-17', plannedEnd: '2027-07-16' }, 1),
    ).toEqual([]);
    expect(
      activityProblems({ ...activity, plannedStart: '2026-07-16', plannedEnd: '2027-07-17' }, 1),
    ).toEqual([
      { field: 'plannedStart', code: 'notAllowed' },
      { field: 'plannedEnd', code: 'notAllowed' },
    ]);
  });

  it('names an end before its start, a bad code, and a third level without a reason', () => {
    expect(
      activityProblems(
        { ...activity, code: '1 2', plannedStart: '2026-09-01', plannedEnd: '2026-08-01' },
        3,
      ),
    ).toEqual([
      { field: 'code', code: 'invalidFormat' },
      { field: 'plannedEnd', code: 'tooSmall' },
      { field: 'levelReason', code: 'required' },
    ]);
    expect(activityProblems({ ...activity, levelReason: 'Ward camps split by ward' }, 3)).toEqual(
      [],
    );
    expect(activityProblems(activity, 4)).toEqual([{ field: 'parentId', code: 'tooLarge' }]);
  });
});

describe('overBudget', () => {
  it('warns when the sub-activities cost more than their parent', () => {
    expect(overBudget(100_000, [60_000, 40_000])).toBe(false);
    expect(overBudget(100_000, [60_000, 40_001])).toBe(true);
    expect(overBudget(null, [1])).toBe(false);
    expect(overBudget(0, [null])).toBe(false);
  });
});
