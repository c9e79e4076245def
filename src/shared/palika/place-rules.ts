import { adToBs, parseIsoDate } from '@/shared/calendar/bs-calendar';
import type { FieldError } from '@/shared/errors';

/** An email address as far as a form can tell. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The Bikram Sambat year of an ISO date. */
export function bsYearOf(iso: string): number | undefined {
  const date = parseIsoDate(iso);
  return date ? adToBs(date)?.year : undefined;
}

/** A place's location: given whole (both or neither), and inside Nepal's bounding box. */
export function locationProblems(p: {
  latitude?: number | null;
  longitude?: number | null;
}): FieldError[] {
  const problems: FieldError[] = [];
  if (blank(p.latitude) !== blank(p.longitude))
    problems.push({ field: blank(p.latitude) ? 'latitude' : 'longitude', code: 'required' });
  if (!blank(p.latitude) && (p.latitude! < 26.3 || p.latitude! > 30.5))
    problems.push({ field: 'latitude', code: 'invalidValue' });
  if (!blank(p.longitude) && (p.longitude! < 80 || p.longitude! > 88.3))
    problems.push({ field: 'longitude', code: 'invalidValue' });
  return problems;
}

/** The people of a place (a ward's, a palika's): the census figures and where they come from. */
export interface PopulationFacts {
  areaSqKm?: number | null;
  populationTotal?: number | null;
  populationMale?: number | null;
  populationFemale?: number | null;
  populationOther?: number | null;
  populationYear?: number | null;
  pwdCensusCount?: number | null;
  households?: number | null;
}

/**
 * A place's people, on `today`: an area above zero; no part of the population, and not the
 * persons with disabilities counted or the households, above the total; a year not after this one.
 */
export function populationProblems(p: PopulationFacts, todayIso: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!blank(p.areaSqKm) && p.areaSqKm! <= 0)
    problems.push({ field: 'areaSqKm', code: 'tooSmall' });
  if (!blank(p.populationTotal)) {
    const total = p.populationTotal!;
    for (const field of [
      'populationMale',
      'populationFemale',
      'populationOther',
      'pwdCensusCount',
      'households',
    ] as const)
      if (!blank(p[field]) && p[field]! > total)
        problems.push({ field, code: 'tooLarge', limit: total });
  }
  const thisYear = bsYearOf(todayIso);
  if (!blank(p.populationYear) && thisYear && p.populationYear! > thisYear)
    problems.push({ field: 'populationYear', code: 'tooLarge', limit: thisYear });
  return problems;
}

/** Whether the population's parts, when all given, add up to its total (a warning, not a refusal). */
export function populationAddsUp(p: PopulationFacts): boolean {
  const parts = [p.populationMale, p.populationFemale, p.populationOther];
  if (blank(p.populationTotal) || parts.some(blank)) return true;
  return parts.reduce<number>((sum, part) => sum + part!, 0) === p.populationTotal;
}
