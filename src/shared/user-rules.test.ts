import { describe, expect, it } from 'vitest';
import { canManageRole, placeFieldFor, placesFitRole } from './user-rules';

describe('user rules', () => {
  it('lets a super admin manage everyone and an admin everyone but admins', () => {
    expect(canManageRole('SUPER_ADMIN', 'SUPER_ADMIN')).toBe(true);
    expect(canManageRole('SUPER_ADMIN', 'ADMIN')).toBe(true);
    expect(canManageRole('ADMIN', 'PALIKA')).toBe(true);
    expect(canManageRole('ADMIN', 'ADMIN')).toBe(false);
    expect(canManageRole('ADMIN', 'SUPER_ADMIN')).toBe(false);
    expect(canManageRole('admin', 'PALIKA')).toBe(false);
    expect(canManageRole('PROVINCE', 'PALIKA')).toBe(false);
  });

  it('assigns each role its kind of place', () => {
    expect(placeFieldFor('PROVINCE')).toBe('provinceIds');
    expect(placeFieldFor('district')).toBe('districtIds');
    expect(placeFieldFor('CBRF')).toBe('palikaIds');
    expect(placeFieldFor('ADMIN')).toBeNull();
  });

  it('names a missing place and places of the wrong kind', () => {
    expect(placesFitRole('PALIKA', { palikaIds: [60] })).toEqual([]);
    expect(placesFitRole('PALIKA', {})).toEqual([{ field: 'palikaIds', code: 'required' }]);
    expect(placesFitRole('DISTRICT', { districtIds: [6], palikaIds: [60] })).toEqual([
      { field: 'palikaIds', code: 'notForRole' },
    ]);
    expect(placesFitRole('ADMIN', { provinceIds: [1] })).toEqual([
      { field: 'provinceIds', code: 'notForRole' },
    ]);
  });
});
