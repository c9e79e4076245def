import type { FieldError } from '@/shared/errors';
import { fiscalRange } from '@/shared/fiscal-year';

/** What the rules of one activity read; the API's activity input has all of it. */
export interface ActivityFacts {
  fiscalYear: number;
  code: string;
  plannedStart?: string | null;
  plannedEnd?: string | null;
  actualStart?: string | null;
  actualEnd?: string | null;
  levelReason?: string | null;
}

/** An activity's code: letters, digits, dots and dashes (`1`, `1.2`, `ID-CAMP`). */
export const ACTIVITY_CODE = /^[A-Za-z0-9][A-Za-z0-9.-]{0,29}$/;

/**
 * The rules of one activity (DOMAIN.md §7.5), shared by the form and the API; `level` is where it
 * stands in the tree (1 an activity, 2 a sub-activity, 3 only with a reason). Every broken rule
 * names its field.
 */
export function activityProblems(a: ActivityFacts, level: number): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  if (a.code && !ACTIVITY_CODE.test(a.code)) flag('code', 'invalidFormat');
  const year = fiscalRange(a.fiscalYear);
  for (const field of ['plannedStart', 'plannedEnd'] as const) {
    const value = a[field];
    if (value && year && (value < year.from || value >= year.until)) flag(field, 'notAllowed');
  }
  if (a.plannedStart && a.plannedEnd && a.plannedEnd < a.plannedStart)
    flag('plannedEnd', 'tooSmall');
  if (a.actualStart && a.actualEnd && a.actualEnd < a.actualStart) flag('actualEnd', 'tooSmall');
  if (level > 3) flag('parentId', 'tooLarge');
  if (level === 3 && !a.levelReason?.trim()) flag('levelReason', 'required');
  return problems;
}

/** Sub-activities whose budgets add up to more than their parent's: a warning, not an error. */
export function overBudget(parentBudget: number | null, childBudgets: (number | null)[]): boolean {
  if (parentBudget === null) return false;
  return childBudgets.reduce<number>((sum, b) => sum + (b ?? 0), 0) > parentBudget;
}
