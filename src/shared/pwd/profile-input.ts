import type { Schemas } from '@/shared/api/types';

/** What the API computes or keeps about a profile, never sent back in an edit. */
const OUTPUT_ONLY = [
  '_id',
  'registrationNo',
  'fiscalYear',
  'age',
  'cardColour',
  'wgDisability',
  'places',
  'school',
  'registeredByFchv',
  'duplicateCandidate',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deletedAt',
  'deleteReason',
] as const;

/** The body of an edit of `profile`: its input fields and the version it was read at. */
export function profileUpdateOf(profile: Schemas['Profile']): Schemas['ProfileUpdate'] {
  const input: Record<string, unknown> = { ...profile };
  for (const key of OUTPUT_ONLY) delete input[key];
  return input as Schemas['ProfileUpdate'];
}
