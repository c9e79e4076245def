import { describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/roles';
import {
  REPORT_MOVES,
  REPORT_STATES,
  isLocked,
  mayEverMake,
  movesAllowed,
  needsReason,
  refusalOf,
  transitionOf,
} from './moves';

describe('report moves', () => {
  it('give each role the moves the issue names, from each state', () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        Object.fromEntries(REPORT_STATES.map((state) => [state, movesAllowed(role, state)])),
      ]),
    );
    const admin = {
      open: ['submit'],
      submitted: ['return', 'approve'],
      approved: ['return', 'accept', 'reopen'],
      accepted: ['reopen'],
    };
    expect(table).toEqual({
      SUPER_ADMIN: admin,
      ADMIN: admin,
      PROVINCE: {
        open: [],
        submitted: [],
        approved: ['return', 'accept', 'reopen'],
        accepted: ['reopen'],
      },
      DISTRICT: { open: [], submitted: ['return', 'approve'], approved: ['reopen'], accepted: [] },
      PALIKA: { open: ['submit'], submitted: [], approved: [], accepted: [] },
      CBRF: { open: [], submitted: [], approved: [], accepted: [] },
      GROUP: { open: [], submitted: [], approved: [], accepted: [] },
    });
  });

  it('refuse a role that never makes a move apart from a move that does not start there', () => {
    expect(refusalOf('CBRF', 'submit', 'open')).toBe('role');
    expect(refusalOf('PALIKA', 'approve', 'submitted')).toBe('role');
    expect(refusalOf('PALIKA', 'submit', 'approved')).toBe('state');
    expect(refusalOf('DISTRICT', 'approve', 'open')).toBe('state');
    expect(refusalOf('DISTRICT', 'return', 'approved')).toBe('roleFromState');
    expect(refusalOf('DISTRICT', 'reopen', 'accepted')).toBe('roleFromState');
    expect(refusalOf('province', 'accept', 'approved')).toBeNull();
    expect(refusalOf('admin', 'accept', 'approved')).toBe('role'); // administrators are exact uppercase
    expect(mayEverMake('GROUP', 'submit')).toBe(false);
  });

  it('lead back to open on return and reopen, which need a reason', () => {
    for (const move of REPORT_MOVES)
      for (const state of REPORT_STATES) {
        const to = transitionOf(move, state)?.to;
        if (to) expect(to === 'open').toBe(needsReason(move));
      }
    expect(REPORT_STATES.filter(isLocked)).toEqual(['submitted', 'approved', 'accepted']);
  });
});
