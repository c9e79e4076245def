import { type MemberPhase, type PhaseStep } from './enums';

/** `iso` (YYYY-MM-DD) moved on by whole months; a day the month lacks falls to its last day. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface Membership {
  joinedOn: string;
  exitedOn?: string | null;
}

/**
 * Where a member palika stands on `today`: each phase starts where the one before ended, counted
 * from the day it joined (a phase of 6 months joined on 2024-01-15 ends on 2024-07-14); before it
 * joined it has not started, and from the day it exited it has left.
 */
export function phaseOn(
  schedule: readonly PhaseStep[],
  member: Membership,
  today: string,
): MemberPhase {
  if (today < member.joinedOn) return 'not_started';
  if (member.exitedOn && today >= member.exitedOn) return 'exited';
  let months = 0;
  for (const step of schedule) {
    if (step.months === undefined) return step.phase;
    months += step.months;
    if (today < addMonths(member.joinedOn, months)) return step.phase;
  }
  return 'exited';
}

/** The day each phase of a member starts, for showing the schedule. */
export function phaseStarts(schedule: readonly PhaseStep[], joinedOn: string) {
  let months = 0;
  return schedule.map((step) => {
    const starts = addMonths(joinedOn, months);
    months += step.months ?? 0;
    return { phase: step.phase, starts };
  });
}
