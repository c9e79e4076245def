/**
 * The records of a palika that another record may name instead of typing a name (issue 18 §3,
 * decision 0028): a ward (its profile), a school, a health facility, an FCHV. A service's provider
 * and an activity's venue name one of these by its kind and id.
 */
export const LINKED_KINDS = ['ward', 'school', 'health_facility', 'fchv'] as const;
export type LinkedKind = (typeof LINKED_KINDS)[number];

export const isLinkedKind = (kind: string | null | undefined): kind is LinkedKind =>
  (LINKED_KINDS as readonly string[]).includes(kind ?? '');

/**
 * The problem of a reference by its kind alone, for form and server: an id is named only with a
 * kind that names a record (a provider "OPD/NGO" or a venue "other" is given in words).
 */
export const linkKindProblem = (
  kind: string | null | undefined,
  id: string | null | undefined,
): 'notAllowed' | undefined => (id && !isLinkedKind(kind) ? 'notAllowed' : undefined);
