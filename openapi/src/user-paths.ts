import {
  type OperationSpec,
  bearer,
  enumOf,
  errors,
  integer,
  json,
  operation,
  ref,
  string,
} from './schema-helpers';

const uuidParam = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: string({ format: 'uuid' }),
});

type Spec = Omit<OperationSpec, 'tags' | 'access' | 'tenant'>;

/** An operation of user and group administration: super admin or admin, audited. */
const admin = (spec: Spec) => operation({ ...spec, tags: ['users'], access: 'admin' });

/** One's own password; users and group accounts as administrators keep them. */
export const userPaths = {
  '/api/users/changePassword': {
    post: {
      operationId: 'changePassword',
      summary: "Change the bearer's password (a group token changes the group account's password)",
      tags: ['users'],
      security: bearer,
      'x-access': 'public',
      'x-session': ['user', 'group'],
      requestBody: {
        required: true,
        ...json(ref('ChangePasswordRequest'), 'Current and new password'),
      },
      responses: {
        '200': json(ref('Done'), 'Changed; every other session of this account has ended'),
        ...errors(400, 401, 423),
      },
    },
  },
  '/api/users': {
    get: {
      operationId: 'listUsers',
      summary: 'Users, a page at a time',
      tags: ['users'],
      security: bearer,
      'x-access': 'admin',
      'x-session': ['user'],
      parameters: [
        { name: 'page', in: 'query', schema: integer({ minimum: 1, default: 1 }) },
        {
          name: 'pageSize',
          in: 'query',
          schema: integer({ minimum: 1, maximum: 100, default: 25 }),
        },
        { name: 'search', in: 'query', schema: string({ maxLength: 100 }) },
        { name: 'role', in: 'query', schema: ref('Role') },
        { name: 'status', in: 'query', schema: enumOf(['ACTIVE', 'BLOCKED']) },
        { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
        { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
        { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
        {
          name: 'sort',
          in: 'query',
          schema: enumOf(['fullname', 'username', 'role', 'status', 'lastLoginAt']),
        },
        { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
      ],
      responses: { '200': json(ref('UserPage'), 'One page of users'), ...errors(400, 401, 403) },
    },
    post: admin({
      operationId: 'createUser',
      summary: 'Create a user; answers a one-time password',
      response: 'UserCreated',
      body: 'UserInput',
      errors: [400, 401, 403, 409],
    }),
  },
  '/api/users/{id}': {
    get: admin({
      operationId: 'getUser',
      summary: 'One user',
      response: 'UserDetail',
      parameters: [uuidParam('id')],
    }),
    put: admin({
      operationId: 'updateUser',
      summary: 'Edit a user from the version the edit started from',
      response: 'UserDetail',
      body: 'UserUpdate',
      parameters: [uuidParam('id')],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/users/{id}/block': {
    post: admin({
      operationId: 'blockUser',
      summary: 'Block a user, with a reason; their sessions end at once',
      response: 'UserDetail',
      body: 'Reason',
      parameters: [uuidParam('id')],
    }),
  },
  '/api/users/{id}/unblock': {
    post: admin({
      operationId: 'unblockUser',
      summary: 'Unblock a user, with a reason',
      response: 'UserDetail',
      body: 'Reason',
      parameters: [uuidParam('id')],
    }),
  },
  '/api/users/{id}/resetPassword': {
    post: admin({
      operationId: 'resetPassword',
      summary: 'A one-time password, shown once; the user must change it at next sign-in',
      response: 'OneTimePassword',
      parameters: [uuidParam('id')],
    }),
  },
  '/api/users/{id}/audit': {
    get: admin({
      operationId: 'userAudit',
      summary: "The user's audit history: who changed what, when, before and after",
      response: 'AuditList',
      parameters: [uuidParam('id')],
    }),
  },
  '/api/groups': {
    get: admin({
      operationId: 'listGroups',
      summary: 'Group accounts with their palika and members',
      response: 'GroupList',
      errors: [401, 403],
    }),
    post: admin({
      operationId: 'createGroup',
      summary: 'Create a group account for a palika; answers a one-time password',
      response: 'GroupCreated',
      body: 'GroupInput',
      errors: [400, 401, 403, 409],
    }),
  },
  '/api/groups/{id}/members': {
    post: admin({
      operationId: 'addGroupMember',
      summary: "Add an active normal user whose scope fits the group's palika",
      response: 'GroupSummary',
      body: 'MemberInput',
      parameters: [uuidParam('id')],
    }),
  },
  '/api/groups/{id}/members/{memberId}': {
    delete: admin({
      operationId: 'removeGroupMember',
      summary: 'Remove a member from the group',
      response: 'GroupSummary',
      parameters: [uuidParam('id'), uuidParam('memberId')],
    }),
  },
};
