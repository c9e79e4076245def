import { columnsOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { normalizePhone } from '@/shared/pwd/profile-rules';

export type ProfileInput = Omit<Schemas['ProfileUpdate'], 'version'>;

/** The profile's columns, read from the contract's input schema: a new field needs a migration and the contract, nothing more here. */
export const PROFILE_COLUMNS = columnsOf<ProfileInput>('ProfileUpdate');

/** Trims text, turns empty text into null, Devanagari digits in identifiers into Latin, phones into one form. */
export function cleanProfileInput(input: ProfileInput): ProfileInput {
  const cleaned: Record<string, unknown> = {};
  for (const { field } of PROFILE_COLUMNS) {
    let value = (input as Record<string, unknown>)[field];
    if (typeof value === 'string') value = value.trim().replace(/\s+/g, ' ') || null;
    cleaned[field] = value === undefined ? null : value;
  }
  for (const field of ['citizenshipNo', 'nin', 'cardNo', 'birthRegNo'] as const) {
    if (typeof cleaned[field] === 'string')
      cleaned[field] = toLatinDigits(cleaned[field] as string);
  }
  for (const field of ['phone', 'guardianPhone'] as const) {
    if (typeof cleaned[field] === 'string')
      cleaned[field] = normalizePhone(cleaned[field] as string) ?? cleaned[field];
  }
  cleaned.disabilitySubtypes ??= [];
  cleaned.dobEstimated ??= false;
  return cleaned as unknown as ProfileInput;
}

/** The SELECT list of a full profile's own columns. */
export const PROFILE_SELECT = PROFILE_COLUMNS.map(({ column }) => `p.${column}`).join(', ');
