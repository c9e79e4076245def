import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { EMAIL, type PopulationFacts, blank, populationProblems } from './place-rules';

/** What the rules of a ward's profile read; the API's input has all of it. */
export interface WardFacts extends PopulationFacts {
  officePhone?: string | null;
  officeEmail?: string | null;
  chairPhone?: string | null;
  secretaryPhone?: string | null;
  dprpCommitteeFormed?: boolean | null;
  committeeFormedOn?: string | null;
}

/**
 * The rules of a ward's profile (DOMAIN.md §7.8) shared by the form and the API, on `today`:
 * phones and email well formed; an area above zero; no part of the population, and not the
 * persons with disabilities counted, above the total; a population year not after this one; a
 * DPRP committee formed says when, and not after today.
 */
export function wardProblems(w: WardFacts, todayIso: string): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code'], limit?: number) =>
    problems.push(limit === undefined ? { field, code } : { field, code, limit });
  for (const field of ['officePhone', 'chairPhone', 'secretaryPhone'] as const)
    if (!blank(w[field]) && !normalizePhone(w[field]!)) flag(field, 'invalidFormat');
  if (!blank(w.officeEmail) && !EMAIL.test(w.officeEmail!)) flag('officeEmail', 'invalidFormat');
  problems.push(...populationProblems(w, todayIso));
  if (w.dprpCommitteeFormed && blank(w.committeeFormedOn)) flag('committeeFormedOn', 'required');
  if (!blank(w.committeeFormedOn) && w.committeeFormedOn! > todayIso)
    flag('committeeFormedOn', 'tooLarge');
  return problems;
}
