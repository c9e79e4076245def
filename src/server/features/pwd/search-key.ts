import { toLatinDigits } from '@/shared/format/digits';

/**
 * Names, registration and card numbers, folded into one lowercase ASCII text for a trigram index.
 * PostgreSQL's trigrams ignore Devanagari letters under the C locale, so each Devanagari character
 * is spelled as `x` and two base-36 digits of its place in the block; a search is folded the same
 * way. A folded query always starts with `x` followed by 0–3, which never occurs inside a folded
 * character, so matches stay aligned to whole characters.
 */
export function foldForSearch(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(
      /[\u0900-\u097F]/g,
      (c) => `x${(c.charCodeAt(0) - 0x0900).toString(36).padStart(2, '0')}`,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export function profileSearchKey(p: {
  nameNe: string;
  nameEn?: string | null;
  registrationNo: string;
  cardNo?: string | null;
}): string {
  return [p.nameNe, p.nameEn, p.registrationNo, p.cardNo]
    .filter(Boolean)
    .map((part) => foldForSearch(part as string))
    .join(' ');
}
