import { toLatinDigits } from '@/shared/format/digits';

/** Stored text as a form holds it: nothing is empty text. */
export const textOf = (value: string | null | undefined) => value ?? '';

/** A stored number (or nothing) as a form holds it. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Typed text as the API takes it: trimmed, empty as null. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A number typed in either script, or null when nothing was typed. */
export function numberOrNull(value: string): number | null {
  const latin = toLatinDigits(value).trim();
  return latin === '' ? null : Number(latin);
}

/** A yes/no/unknown choice (`'true'`, `'false'`, `''`) as the API takes it. */
export const yesNoOrNull = (value: string) => (value === '' ? null : value === 'true');
