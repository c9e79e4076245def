import type { ActiveSession } from '@/server/access/sessions';
import { auditHistory } from '@/server/platform/audit';
import type { Handlers } from '@/server/plugins/operations';
import { addMember, createGroup, listGroups, removeMember } from './group-service';
import {
  type Manager,
  createManagedUser,
  managedUser,
  resetManagedPassword,
  setBlocked,
  updateManagedUser,
} from './user-service';
import { listUsers } from './users-repository';

const managerOf = (session: ActiveSession): Manager => ({
  userId: session.userId,
  viaGroupId: session.viaGroupId,
  role: session.role,
});

export const userHandlers: Pick<
  Handlers,
  | 'listUsers'
  | 'createUser'
  | 'getUser'
  | 'updateUser'
  | 'blockUser'
  | 'unblockUser'
  | 'resetPassword'
  | 'userAudit'
  | 'listGroups'
  | 'createGroup'
  | 'addGroupMember'
  | 'removeGroupMember'
> = {
  listUsers: ({ db, query }) => listUsers(db, query),
  createUser: ({ db, session, body }) => createManagedUser(db, managerOf(session), body),
  getUser: ({ db, params }) => managedUser(db, params.id),
  updateUser: ({ db, session, params, body }) =>
    updateManagedUser(db, managerOf(session), params.id, body),
  blockUser: ({ db, session, params, body }) =>
    setBlocked(db, managerOf(session), params.id, { blocked: true, reason: body.reason }),
  unblockUser: ({ db, session, params, body }) =>
    setBlocked(db, managerOf(session), params.id, { blocked: false, reason: body.reason }),
  resetPassword: ({ db, session, params }) =>
    resetManagedPassword(db, managerOf(session), params.id),
  userAudit: async ({ db, params }) => {
    await managedUser(db, params.id);
    return { items: await auditHistory(db, 'user', params.id) };
  },
  listGroups: async ({ db }) => ({ items: await listGroups(db) }),
  createGroup: ({ db, session, body }) => createGroup(db, managerOf(session), body),
  addGroupMember: ({ db, session, params, body }) =>
    addMember(db, managerOf(session), params.id, body.memberId),
  removeGroupMember: ({ db, session, params }) =>
    removeMember(db, managerOf(session), params.id, params.memberId),
};
