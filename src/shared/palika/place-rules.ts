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
