import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/plugins/record-operations';
import { findDuplicates } from './profile-duplicates';
import { profileKind } from './profile-kind';

export const pwdHandlers = {
  ...recordHandlers(profileKind, {
    list: 'listProfiles',
    create: 'createProfile',
    export: 'exportProfiles',
    get: 'getProfile',
    update: 'updateProfile',
    delete: 'deleteProfile',
    restore: 'restoreProfile',
    history: 'profileHistory',
  } as const),
  findDuplicates: ({ db, tenant, body }) => findDuplicates(db, tenant, body),
} satisfies Partial<Handlers>;
