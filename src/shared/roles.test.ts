import { describe, expect, it } from 'vitest';
import { canAccess } from './access';
import { hasRole, isAdmin, isSuperAdmin } from './roles';

describe('role checks', () => {
  it('compares the super-admin role in exact uppercase only', () => {
    expect(isSuperAdmin('SUPER_ADMIN')).toBe(true);
    expect(isSuperAdmin('super_admin')).toBe(false);
    expect(isSuperAdmin('Super_Admin')).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });

  it('compares the admin role in exact uppercase and counts the super admin as admin', () => {
    expect(isAdmin('ADMIN')).toBe(true);
    expect(isAdmin('SUPER_ADMIN')).toBe(true);
    expect(isAdmin('admin')).toBe(false);
    expect(isAdmin('PALIKA')).toBe(false);
  });

  it('compares every other role case-insensitively', () => {
    expect(hasRole('palika', 'PALIKA')).toBe(true);
    expect(hasRole('Cbrf', 'CBRF')).toBe(true);
    expect(hasRole('district', 'PROVINCE')).toBe(false);
    expect(hasRole('admin', 'ADMIN')).toBe(false);
  });

  it('grants each access level to exactly the roles it names', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('signedIn', null)).toBe(false);
    expect(canAccess('signedIn', 'CBRF')).toBe(true);
    expect(canAccess('admin', 'ADMIN')).toBe(true);
    expect(canAccess('admin', 'admin')).toBe(false);
    expect(canAccess('admin', 'PROVINCE')).toBe(false);
    expect(canAccess('superAdmin', 'ADMIN')).toBe(false);
    expect(canAccess('superAdmin', 'SUPER_ADMIN')).toBe(true);
  });
});
