import { recordClient } from '@/client/lib/records/record-client';

/** Profiles of persons with disabilities: keys, queries and mutations from the record layer. */
export const profileRecords = recordClient({
  key: 'profiles',
  base: '/api/pwd/profiles',
  ids: {
    list: 'listProfiles',
    create: 'createProfile',
    export: 'exportProfiles',
    get: 'getProfile',
    update: 'updateProfile',
    delete: 'deleteProfile',
    restore: 'restoreProfile',
    history: 'profileHistory',
  },
});
