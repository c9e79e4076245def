export const ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'PROVINCE',
  'DISTRICT',
  'PALIKA',
  'CBRF',
  'GROUP',
] as const;
export type Role = (typeof ROLES)[number];

/** The super-admin check compares exact uppercase: `super_admin` is not a super admin. */
export function isSuperAdmin(role: string | null | undefined): boolean {
  return role === 'SUPER_ADMIN';
}

/** The admin check compares exact uppercase and includes the super admin. */
export function isAdmin(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

/** Every other role check is case-insensitive. */
export function hasRole(role: string | null | undefined, expected: Role): boolean {
  if (expected === 'SUPER_ADMIN') return isSuperAdmin(role);
  if (expected === 'ADMIN') return role === 'ADMIN';
  return typeof role === 'string' && role.toUpperCase() === expected;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
