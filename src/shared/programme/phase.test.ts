import { describe, expect, it } from 'vitest';
import { DPRP_SCHEDULE } from './enums';
import { addMonths, phaseOn, phaseStarts } from './phase';

describe('addMonths', () => {
  it('moves by whole months and keeps the day, or the month’s last day', () => {
    expect(addMonths('2024-01-15', 6)).toBe('2024-07-15');
    expect(addMonths('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2024-12-01', 12)).toBe('2025-12-01');
  });
});

describe('phaseOn, the DPRP schedule', () => {
  const member = { joinedOn: '2024-01-15' };
  it.each([
    ['2024-01-14', 'not_started'],
    ['2024-01-15', 'preparation'],
    ['2024-07-14', 'preparation'],
    ['2024-07-15', 'cofinanced_y1'],
    ['2025-07-14', 'cofinanced_y1'],
    ['2025-07-15', 'cofinanced_y2'],
    ['2026-07-15', 'technical_support'],
    ['2027-07-14', 'technical_support'],
    ['2027-07-15', 'independent'],
    ['2040-01-01', 'independent'],
  ])('on %s a palika that joined on 2024-01-15 is in %s', (today, phase) => {
    expect(phaseOn(DPRP_SCHEDULE, member, today)).toBe(phase);
  });

  it('counts a palika as left from the day it exited', () => {
    const left = { joinedOn: '2024-01-15', exitedOn: '2025-03-01' };
    expect(phaseOn(DPRP_SCHEDULE, left, '2025-02-28')).toBe('cofinanced_y1');
    expect(phaseOn(DPRP_SCHEDULE, left, '2025-03-01')).toBe('exited');
  });

  it('ends in "exited" when a schedule has no open last phase', () => {
    const short = [{ phase: 'preparation' as const, months: 6 }];
    expect(phaseOn(short, member, '2024-07-15')).toBe('exited');
  });

  it('gives the day each phase starts', () => {
    expect(phaseStarts(DPRP_SCHEDULE, '2024-01-15').map((s) => s.starts)).toEqual([
      '2024-01-15',
      '2024-07-15',
      '2025-07-15',
      '2026-07-15',
      '2027-07-15',
    ]);
  });
});
