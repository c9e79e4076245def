import { isSuperAdmin } from './roles';
import type { FieldError } from './errors';

export type PlaceField = 'provinceIds' | 'districtIds' | 'palikaIds';
export const PLACE_FIELDS: PlaceField[] = ['provinceIds', 'districtIds', 'palikaIds'];

/** The places a role is assigned: PROVINCE provinces, DISTRICT districts, PALIKA, CBRF and GROUP palikas. */
export function placeFieldFor(role: string | null | undefined): PlaceField | null {
  // No role chosen yet (a form's empty choice) has no places: the role itself is what is missing.
  switch ((role ?? '').toUpperCase()) {
    case 'PROVINCE':
      return 'provinceIds';
    case 'DISTRICT':
      return 'districtIds';
    case 'PALIKA':
    case 'CBRF':
    case 'GROUP':
      return 'palikaIds';
    default:
      return null;
  }
}

/** A SUPER_ADMIN manages everyone; an ADMIN everyone except SUPER_ADMIN and ADMIN accounts. */
export function canManageRole(actorRole: string, targetRole: string): boolean {
  if (isSuperAdmin(actorRole)) return true;
  return actorRole === 'ADMIN' && targetRole !== 'SUPER_ADMIN' && targetRole !== 'ADMIN';
}

export type Places = Partial<Record<PlaceField, number[]>>;

/** The assigned places must fit the role: at least one of the right kind, none of the others. */
export function placesFitRole(role: string, places: Places): FieldError[] {
  const wanted = placeFieldFor(role);
  const errors: FieldError[] = [];
  for (const field of PLACE_FIELDS) {
    const count = places[field]?.length ?? 0;
    if (field === wanted && count === 0) errors.push({ field, code: 'required' });
    if (field !== wanted && count > 0) errors.push({ field, code: 'notForRole' });
  }
  return errors;
}
