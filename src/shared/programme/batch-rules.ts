import type { FieldError } from '@/shared/errors';
import { COST_SHARERS, type CostShare, PHASES, type PhaseStep } from './enums';

/** What the cross-field rules of a batch read; the API's batch input has all of it. */
export interface BatchFacts {
  code: string;
  startDate: string;
  plannedEndDate: string;
  actualEndDate?: string | null;
  callForProposalDate?: string | null;
  phaseSchedule?: readonly PhaseStep[] | null;
  costShare?: CostShare | null;
  members: readonly {
    palikaId: number;
    joinedOn: string;
    exitedOn?: string | null;
    agreementDate?: string | null;
  }[];
}

/** A batch's code: capitals, digits and dashes (`KOSHI-DPRP-B2`). */
export const BATCH_CODE = /^[A-Z0-9][A-Z0-9-]{1,19}$/;

/** Cost shares add up to 100 within a rounding of thirds (33.3 × 3). */
const sharesAddUp = (share: CostShare) => {
  const total = COST_SHARERS.reduce((sum, who) => sum + (share[who] ?? 0), 0);
  return Math.abs(total - 100) <= 0.1 + 1e-9;
};

/**
 * The rules that join a batch's fields (DOMAIN.md §7.4), one definition for the form and the API.
 * Every broken rule names its field; a member's field is `members.<index>.<field>`.
 */
export function batchProblems(b: BatchFacts): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  if (b.code && !BATCH_CODE.test(b.code)) flag('code', 'invalidFormat');
  if (b.startDate && b.plannedEndDate && b.plannedEndDate <= b.startDate)
    flag('plannedEndDate', 'tooSmall');
  if (b.actualEndDate && b.startDate && b.actualEndDate <= b.startDate)
    flag('actualEndDate', 'tooSmall');
  if (b.callForProposalDate && b.startDate && b.callForProposalDate > b.startDate)
    flag('callForProposalDate', 'tooLarge');
  if (b.costShare && Object.keys(b.costShare).length > 0 && !sharesAddUp(b.costShare))
    flag('costShare', 'invalidValue');
  if (b.phaseSchedule && !scheduleIsValid(b.phaseSchedule)) flag('phaseSchedule', 'invalidValue');
  const seen = new Set<number>();
  b.members.forEach((member, index) => {
    const at = (field: string) => `members.${index}.${field}`;
    if (seen.has(member.palikaId)) flag(at('palikaId'), 'taken');
    seen.add(member.palikaId);
    if (member.joinedOn && b.startDate && member.joinedOn < b.startDate)
      flag(at('joinedOn'), 'tooSmall');
    if (member.exitedOn && member.joinedOn && member.exitedOn <= member.joinedOn)
      flag(at('exitedOn'), 'tooSmall');
  });
  return problems;
}

/** Phases in their order, each once, every one but the last with months. */
function scheduleIsValid(schedule: readonly PhaseStep[]) {
  if (schedule.length === 0) return false;
  let last = -1;
  return schedule.every((step, index) => {
    const position = PHASES.indexOf(step.phase);
    const ordered = position > last;
    last = position;
    const lasts = index === schedule.length - 1 || (step.months ?? 0) > 0;
    return ordered && lasts;
  });
}
