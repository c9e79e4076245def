import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { EMAIL, blank, bsYearOf } from './place-rules';

/** What the rules of a ward's profile read; the API's input has all of it. */
export interface WardFacts {
  officePhone?: string | null;
  officeEmail?: string | null;
  chairPhone?: string | null;
  secretaryPhone?: string | null;
  areaSqKm?: number | null;
  populationTotal?: number | null;
  populationMale?: number | null;
  populationFemale?: number | null;
  populationOther?: number | null;
  populationYear?: number | null;
  pwdCensusCount?: number | null;
  households?: number | null;
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
  if (!blank(w.areaSqKm) && w.areaSqKm! <= 0) flag('areaSqKm', 'tooSmall');
  if (!blank(w.populationTotal)) {
    const total = w.populationTotal!;
    for (const field of [
      'populationMale',
      'populationFemale',
      'populationOther',
      'pwdCensusCount',
      'households',
    ] as const)
      if (!blank(w[field]) && w[field]! > total) flag(field, 'tooLarge', total);
  }
  const thisYear = bsYearOf(todayIso);
  if (!blank(w.populationYear) && thisYear && w.populationYear! > thisYear)
    flag('populationYear', 'tooLarge', thisYear);
  if (w.dprpCommitteeFormed && blank(w.committeeFormedOn)) flag('committeeFormedOn', 'required');
  if (!blank(w.committeeFormedOn) && w.committeeFormedOn! > todayIso)
    flag('committeeFormedOn', 'tooLarge');
  return problems;
}

/** Whether the population's parts, when all given, add up to its total (a warning, not a refusal). */
export function populationAddsUp(w: WardFacts): boolean {
  const parts = [w.populationMale, w.populationFemale, w.populationOther];
  if (blank(w.populationTotal) || parts.some(blank)) return true;
  return parts.reduce<number>((sum, part) => sum + part!, 0) === w.populationTotal;
}
