import type { FieldError } from '@/shared/errors';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/** What the rules of one recorded value read; the API's input has all of it. */
export interface ValueFacts {
  recordDate: string;
  achievedOutput?: number | null;
  expenditureNpr?: number | null;
  participantsMale?: number | null;
  participantsFemale?: number | null;
  participantsOther?: number | null;
  wardNo?: number | null;
  attributes?: Record<string, unknown>;
  notes?: string | null;
}

/** The activity a value is recorded for, as far as the rules read it. */
export interface ValueActivity {
  fiscalYear: number;
  status: string;
}

const FIGURES = [
  'achievedOutput',
  'expenditureNpr',
  'participantsMale',
  'participantsFemale',
  'participantsOther',
] as const;

/** Whether a value says anything at all: a figure, an attribute or a note. */
export function saysSomething(v: ValueFacts): boolean {
  return (
    FIGURES.some((f) => v[f] !== null && v[f] !== undefined) ||
    Object.values(v.attributes ?? {}).some((a) => a !== null && a !== undefined && a !== '') ||
    Boolean(v.notes?.trim())
  );
}

/**
 * The rules of one recorded value (issue 17 part 4), shared by the form, the grid and the API: its
 * date is in its activity's fiscal year and not after today, the activity was not cancelled, the
 * ward is one of the palika's, and it says something. Its attributes are checked by their
 * definitions (attribute-rules.ts).
 */
export function valueProblems(
  v: ValueFacts,
  activity: ValueActivity,
  today: string,
  wardCount?: number,
): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  const period = fiscalPeriodOf(v.recordDate);
  if (!period) flag('recordDate', 'invalidValue');
  else if (period.fiscalYear !== activity.fiscalYear) flag('recordDate', 'notAllowed');
  if (v.recordDate > today) flag('recordDate', 'tooLarge');
  if (activity.status === 'cancelled') flag('activityId', 'notAllowed');
  if (v.wardNo != null && wardCount !== undefined && v.wardNo > wardCount)
    flag('wardNo', 'invalidValue');
  if (!saysSomething(v)) flag('achievedOutput', 'required');
  return problems;
}
