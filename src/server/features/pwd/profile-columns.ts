import { contract } from '@/server/openapi/contract';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { normalizePhone } from '@/shared/pwd/profile-rules';

export type ProfileInput = Omit<Schemas['ProfileUpdate'], 'version'>;

type Json = Record<
  string,
  { format?: string; type?: string; oneOf?: { format?: string; type?: string }[] }
>;

export interface ProfileColumn {
  field: keyof ProfileInput;
  column: string;
  kind: 'date' | 'array' | 'value';
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The profile's columns, read from the contract's input schema: a new field needs a migration and the contract, nothing more here. */
export const PROFILE_COLUMNS: readonly ProfileColumn[] = (() => {
  const schemas = (contract.components as { schemas: Record<string, { properties: Json }> })
    .schemas;
  return Object.entries(schemas.ProfileUpdate.properties)
    .filter(([field]) => field !== 'version')
    .map(([field, schema]) => {
      const variants = [schema, ...(schema.oneOf ?? [])];
      const kind = variants.some((v) => v.format === 'date')
        ? 'date'
        : variants.some((v) => v.type === 'array')
          ? 'array'
          : 'value';
      return { field: field as keyof ProfileInput, column: snake(field), kind };
    });
})();

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

/** The SELECT list of a full profile, dates as ISO text. */
export const PROFILE_SELECT = PROFILE_COLUMNS.map(({ column, kind }) =>
  kind === 'date' ? `p.${column}::text AS ${column}` : `p.${column}`,
).join(', ');
