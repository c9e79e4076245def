import { isAdmin, isSuperAdmin } from './roles';

/**
 * Who may open what: one definition for the client's route guards and the server's 403s.
 * - public: everyone, signed in or not
 * - signedIn: any signed-in user
 * - admin: SUPER_ADMIN or ADMIN
 * - superAdmin: SUPER_ADMIN only
 */
export type AccessLevel = 'public' | 'signedIn' | 'admin' | 'superAdmin';

export function canAccess(level: AccessLevel, role: string | null | undefined): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'signedIn':
      return typeof role === 'string' && role.length > 0;
    case 'admin':
      return isAdmin(role);
    case 'superAdmin':
      return isSuperAdmin(role);
  }
}
