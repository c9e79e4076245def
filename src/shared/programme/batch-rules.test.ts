import { describe, expect, it } from 'vitest';
import { type BatchFacts, batchProblems } from './batch-rules';
import { DPRP_SCHEDULE } from './enums';

const batch = (extra: Partial<BatchFacts> = {}): BatchFacts => ({
  code: 'KOSHI-DPRP-B2',
  startDate: '2023-07-17',
  plannedEndDate: '2027-12-31',
  phaseSchedule: DPRP_SCHEDULE,
  costShare: { province: 33.3, palika: 33.3, partner: 33.4 },
  members: [{ palikaId: 60, joinedOn: '2023-07-17' }],
  ...extra,
});

describe('batchProblems', () => {
  it('finds nothing wrong with a sound batch', () => {
    expect(batchProblems(batch())).toEqual([]);
    expect(
      batchProblems(batch({ costShare: { province: 33.3, palika: 33.3, partner: 33.3 } })),
    ).toEqual([]);
  });

  it('names each broken rule by its field', () => {
    expect(
      batchProblems(
        batch({
          code: 'koshi b2',
          plannedEndDate: '2023-07-17',
          callForProposalDate: '2023-08-01',
          costShare: { province: 50, palika: 40 },
        }),
      ),
    ).toEqual([
      { field: 'code', code: 'invalidFormat' },
      { field: 'plannedEndDate', code: 'tooSmall' },
      { field: 'callForProposalDate', code: 'tooLarge' },
      { field: 'costShare', code: 'invalidValue' },
    ]);
  });

  it('names a member’s field by its row', () => {
    expect(
      batchProblems(
        batch({
          members: [
            { palikaId: 60, joinedOn: '2023-07-17' },
            { palikaId: 61, joinedOn: '2023-01-01', exitedOn: '2022-12-31' },
            { palikaId: 60, joinedOn: '2023-08-01' },
          ],
        }),
      ),
    ).toEqual([
      { field: 'members.1.joinedOn', code: 'tooSmall' },
      { field: 'members.1.exitedOn', code: 'tooSmall' },
      { field: 'members.2.palikaId', code: 'taken' },
    ]);
  });

  it('refuses a schedule out of order or with a phase of no length', () => {
    const outOfOrder = [
      { phase: 'cofinanced_y1' as const, months: 12 },
      { phase: 'preparation' as const },
    ];
    const empty = [{ phase: 'preparation' as const, months: 0 }, { phase: 'independent' as const }];
    expect(batchProblems(batch({ phaseSchedule: outOfOrder }))).toEqual([
      { field: 'phaseSchedule', code: 'invalidValue' },
    ]);
    expect(batchProblems(batch({ phaseSchedule: empty }))).toEqual([
      { field: 'phaseSchedule', code: 'invalidValue' },
    ]);
  });
});
