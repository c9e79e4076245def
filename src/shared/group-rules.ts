import type { Role } from './roles';

/**
 * The roles a group account's member may hold: the staff of one palika (a palika officer, a CBR
 * facilitator). A member signs in with the group's shared password, so the group must never open an
 * area wider than its own palika: no administrator, province or district official (issue 37 §1.8).
 */
export const GROUP_MEMBER_ROLES: readonly Role[] = ['PALIKA', 'CBRF'];

export interface GroupCandidate {
  role: string;
  provinceIds?: number[];
  districtIds?: number[];
  palikaIds?: number[];
}

/** Whether a user fits a group of the given palika: a palika-level role, assigned that palika alone. */
export function fitsGroup(user: GroupCandidate, groupPalikaId: number | null | undefined): boolean {
  const palikas = user.palikaIds ?? [];
  return (
    groupPalikaId != null &&
    GROUP_MEMBER_ROLES.includes(user.role.toUpperCase() as Role) &&
    !user.provinceIds?.length &&
    !user.districtIds?.length &&
    palikas.length === 1 &&
    palikas[0] === groupPalikaId
  );
}
