import { isAdmin } from '@/shared/roles';

/**
 * The states of a report and the moves between them (issue 39 §1), with who may make each move
 * from each state: one definition for the server's refusals and the client's buttons.
 */
export const REPORT_STATES = ['open', 'submitted', 'approved', 'accepted'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_MOVES = ['submit', 'return', 'approve', 'accept', 'reopen'] as const;
export type ReportMove = (typeof REPORT_MOVES)[number];

/** While a report is in one of these states, no write may change a figure of its period. */
export const LOCKED_STATES: readonly ReportState[] = ['submitted', 'approved', 'accepted'];
export const isLocked = (state: ReportState): boolean => LOCKED_STATES.includes(state);

/** The moves that need a reason (words, not blank). */
export const MOVES_WITH_REASON: readonly ReportMove[] = ['return', 'reopen'];
export const needsReason = (move: ReportMove): boolean => MOVES_WITH_REASON.includes(move);

/** The roles (besides administrators, who make every move) making a move from a state. */
type Mover = 'PALIKA' | 'DISTRICT' | 'PROVINCE';

export interface Transition {
  move: ReportMove;
  from: ReportState;
  to: ReportState;
  roles: readonly Mover[];
}

export const TRANSITIONS: readonly Transition[] = [
  { move: 'submit', from: 'open', to: 'submitted', roles: ['PALIKA'] },
  { move: 'return', from: 'submitted', to: 'open', roles: ['DISTRICT'] },
  { move: 'return', from: 'approved', to: 'open', roles: ['PROVINCE'] },
  { move: 'approve', from: 'submitted', to: 'approved', roles: ['DISTRICT'] },
  { move: 'accept', from: 'approved', to: 'accepted', roles: ['PROVINCE'] },
  { move: 'reopen', from: 'approved', to: 'open', roles: ['DISTRICT', 'PROVINCE'] },
  { move: 'reopen', from: 'accepted', to: 'open', roles: ['PROVINCE'] },
];

const roleMakes = (role: string | null | undefined, transition: Transition): boolean =>
  isAdmin(role) ||
  (typeof role === 'string' &&
    (transition.roles as readonly string[]).includes(role.toUpperCase()));

/** The transition a move makes from a state; undefined when the move does not start there. */
export function transitionOf(move: ReportMove, from: ReportState): Transition | undefined {
  return TRANSITIONS.find((t) => t.move === move && t.from === from);
}

/** Whether a role may ever make a move (from some state): CBRF and GROUP never move a report. */
export function mayEverMake(role: string | null | undefined, move: ReportMove): boolean {
  return TRANSITIONS.some((t) => t.move === move && roleMakes(role, t));
}

/**
 * Why a role may not make a move from a state, or `null` when it may: `role` (the role never makes
 * this move: 403), `state` (the move does not start from this state: 409), `roleFromState` (the move
 * starts here, but another level makes it: 403). The place (is the palika in the caller's area) is
 * the server's own check.
 */
export function refusalOf(
  role: string | null | undefined,
  move: ReportMove,
  state: ReportState,
): 'role' | 'state' | 'roleFromState' | null {
  if (!mayEverMake(role, move)) return 'role';
  const transition = transitionOf(move, state);
  if (!transition) return 'state';
  return roleMakes(role, transition) ? null : 'roleFromState';
}

/** The moves a role may make on a report in a state, in the list's order (the buttons a reader sees). */
export function movesAllowed(role: string | null | undefined, state: ReportState): ReportMove[] {
  return REPORT_MOVES.filter((move) => refusalOf(role, move, state) === null);
}
