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

const idParam = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

const uuidParam = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: string({ format: 'uuid' }),
});

type Spec = Omit<OperationSpec, 'tags' | 'access' | 'tenant'>;

/** An operation of user and group administration: super admin or admin, audited. */
const admin = (spec: Spec) => operation({ ...spec, tags: ['users'], access: 'admin' });

/** A read of the national hierarchy: public facts, any signed-in user, cached by the browser. */
const geography = (
  operationId: string,
  summary: string,
  schema: string,
  parameters: object[] = [],
) => ({
  get: {
    operationId,
    summary,
    tags: ['geography'],
    security: bearer,
    'x-access': 'signedIn',
    'x-session': ['user'],
    parameters,
    responses: { '200': json(ref(schema), summary), ...errors(400, 401, 404) },
  },
});

/**
 * Every operation. `x-access` is the shared access level (src/shared/access.ts); `x-session`
 * says which session kinds may call it: `user` (a person's own session), `group` (the group
 * account's token, before a member is chosen) or both.
 */
export const paths = {
  '/api/auth/login': {
    post: {
      operationId: 'login',
      summary: 'Sign in with username and password',
      tags: ['auth'],
      security: [],
      'x-access': 'public',
      requestBody: { required: true, ...json(ref('LoginRequest'), 'Credentials') },
      responses: {
        '200': json(
          ref('LoginResponse'),
          'Signed in; for a group account the token is a group token and memberData lists the members',
        ),
        ...errors(400, 401, 403, 423, 429),
        '429': {
          ...json(
            ref('Error'),
            'Too many attempts from this address (auth.rateLimited), or this name is slowed after many wrong passwords from anywhere (auth.slowedDown: not evaluated; Retry-After says when the next attempt will be)',
          ),
          headers: {
            'Retry-After': {
              description: 'Seconds until an attempt on this name is evaluated (auth.slowedDown)',
              schema: { type: 'integer', minimum: 1, maximum: 60 },
            },
          },
        },
      },
    },
  },
  '/api/auth/group-member': {
    post: {
      operationId: 'groupMemberLogin',
      summary: 'Sign in as one member of the group whose group token is the bearer',
      tags: ['auth'],
      security: bearer,
      'x-access': 'public',
      'x-session': ['group'],
      requestBody: { required: true, ...json(ref('GroupMemberLoginRequest'), 'The member chosen') },
      responses: {
        '200': json(ref('LoginResponse'), "The member's own session"),
        ...errors(400, 401, 403),
      },
    },
  },
  '/api/auth/logout': {
    post: {
      operationId: 'logout',
      summary: 'End the current session',
      tags: ['auth'],
      security: bearer,
      'x-access': 'public',
      'x-session': ['user', 'group'],
      responses: { '200': json(ref('Done'), 'Session revoked'), ...errors(401) },
    },
  },
  '/api/auth/session': {
    get: {
      operationId: 'currentSession',
      summary: 'The signed-in user',
      tags: ['auth'],
      security: bearer,
      'x-access': 'signedIn',
      'x-session': ['user'],
      responses: { '200': json(ref('SessionUser'), 'The session user'), ...errors(401) },
    },
  },
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
  '/api/geography/provinces': geography('listProvinces', 'The seven provinces', 'GeoPlaceList'),
  '/api/geography/provinces/{id}': geography('getProvince', 'One province', 'GeoPlace', [idParam]),
  '/api/geography/provinces/{id}/districts': geography(
    'listProvinceDistricts',
    'The districts of a province',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/districts/{id}': geography('getDistrict', 'One district', 'GeoPlace', [idParam]),
  '/api/geography/districts/{id}/palikas': geography(
    'listDistrictPalikas',
    'The palikas of a district',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/palikas/{id}': geography('getPalika', 'One palika', 'GeoPlace', [idParam]),
  '/api/geography/palikas/{id}/wards': geography(
    'listPalikaWards',
    'The wards of a palika',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/search': geography(
    'searchPlaces',
    'Places by name in either language, by another spelling, or by code',
    'GeoPlaceList',
    [
      { name: 'q', in: 'query', required: true, schema: string({ minLength: 1, maxLength: 60 }) },
      { name: 'level', in: 'query', schema: enumOf(['province', 'district', 'palika']) },
      { name: 'limit', in: 'query', schema: integer({ minimum: 1, maximum: 50, default: 20 }) },
    ],
  ),
  '/api/geography/scope': geography(
    'myScope',
    'The places the signed-in user may see and change',
    'Scope',
  ),
  '/api/system/info': {
    get: {
      operationId: 'systemInfo',
      summary: 'Build, database and migrations of this instance',
      tags: ['system'],
      security: bearer,
      'x-access': 'superAdmin',
      'x-session': ['user'],
      responses: { '200': json(ref('SystemInfo'), 'About this instance'), ...errors(401, 403) },
    },
  },
};
