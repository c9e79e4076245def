import { auditHistory } from '@/server/features/audit/audit';
import type { Handlers } from '@/server/plugins/operations';
import { findDuplicates } from './profile-duplicates';
import { exportProfiles, listProfiles } from './profile-list';
import {
  createProfile,
  deleteProfile,
  restoreProfile,
  scopedProfile,
  updateProfile,
} from './profile-service';

export const pwdHandlers: Pick<
  Handlers,
  | 'listProfiles'
  | 'createProfile'
  | 'exportProfiles'
  | 'findDuplicates'
  | 'getProfile'
  | 'updateProfile'
  | 'deleteProfile'
  | 'restoreProfile'
  | 'profileHistory'
> = {
  listProfiles: ({ db, tenant, query }) => listProfiles(db, tenant, query),
  createProfile: ({ db, tenant, body }) => createProfile(db, tenant, body),
  exportProfiles: ({ db, tenant, query }) => exportProfiles(db, tenant, query),
  findDuplicates: ({ db, tenant, body }) => findDuplicates(db, tenant, body),
  getProfile: ({ db, tenant, params }) => scopedProfile(db, tenant, params.id),
  updateProfile: ({ db, tenant, params, body }) => updateProfile(db, tenant, params.id, body),
  deleteProfile: ({ db, tenant, params, body }) => deleteProfile(db, tenant, params.id, body),
  restoreProfile: ({ db, tenant, params }) => restoreProfile(db, tenant, params.id),
  profileHistory: async ({ db, tenant, params }) => {
    await scopedProfile(db, tenant, params.id);
    return { items: await auditHistory(db, 'pwd', params.id) };
  },
};
