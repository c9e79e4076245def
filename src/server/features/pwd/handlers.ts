import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/records/record-operations';
import { PROFILE_RECORDS } from '@/shared/record-kinds';
import { findDuplicates } from './profile-duplicates';
import { profileKind } from './profile-kind';

export const pwdHandlers = {
  ...recordHandlers(profileKind, PROFILE_RECORDS.ids),
  findDuplicates: ({ db, tenant, body }) => findDuplicates(db, tenant, body),
} satisfies Partial<Handlers>;
