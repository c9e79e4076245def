import { bearer, enumOf, errors, integer, json, ref, string } from './schema-helpers';

const idParam = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

/** A read of the national hierarchy: public facts, any signed-in user, cached by the browser. */
const geography = (operationId: string, summary: string, schema: string, parameters: object[] = []) => ({
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
      'x-access': 'public',
      requestBody: { required: true, ...json(ref('LoginRequest'), 'Credentials') },
      responses: {
        '200': json(ref('LoginResponse'), 'Signed in; for a group account the token is a group token and memberData lists the members'),
        ...errors(400, 401, 403, 423, 429),
      },
    },
  },
  '/api/auth/group-member': {
    post: {
      operationId: 'groupMemberLogin',
      summary: "Sign in as one member of the group whose group token is the bearer",
      tags: ['auth'],
      security: bearer,
      'x-access': 'public',
      'x-session': ['group'],
      requestBody: { required: true, ...json(ref('GroupMemberLoginRequest'), 'The member chosen') },
      responses: { '200': json(ref('LoginResponse'), "The member's own session"), ...errors(400, 401, 403) },
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
      requestBody: { required: true, ...json(ref('ChangePasswordRequest'), 'Current and new password') },
      responses: { '200': json(ref('Done'), 'Changed; every other session of this account has ended'), ...errors(400, 401) },
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
        { name: 'pageSize', in: 'query', schema: integer({ minimum: 1, maximum: 100, default: 25 }) },
        { name: 'search', in: 'query', schema: string({ maxLength: 100 }) },
      ],
      responses: { '200': json(ref('UserPage'), 'One page of users'), ...errors(400, 401, 403) },
    },
  },
  '/api/geography/provinces': geography('listProvinces', 'The seven provinces', 'GeoPlaceList'),
  '/api/geography/provinces/{id}': geography('getProvince', 'One province', 'GeoPlace', [idParam]),
  '/api/geography/provinces/{id}/districts': geography('listProvinceDistricts', 'The districts of a province', 'GeoPlaceList', [idParam]),
  '/api/geography/districts/{id}': geography('getDistrict', 'One district', 'GeoPlace', [idParam]),
  '/api/geography/districts/{id}/palikas': geography('listDistrictPalikas', 'The palikas of a district', 'GeoPlaceList', [idParam]),
  '/api/geography/palikas/{id}': geography('getPalika', 'One palika', 'GeoPlace', [idParam]),
  '/api/geography/palikas/{id}/wards': geography('listPalikaWards', 'The wards of a palika', 'GeoPlaceList', [idParam]),
  '/api/geography/search': geography('searchPlaces', 'Places by name in either language, by another spelling, or by code', 'GeoPlaceList', [
    { name: 'q', in: 'query', required: true, schema: string({ minLength: 1, maxLength: 60 }) },
    { name: 'level', in: 'query', schema: enumOf(['province', 'district', 'palika']) },
    { name: 'limit', in: 'query', schema: integer({ minimum: 1, maximum: 50, default: 20 }) },
  ]),
  '/api/geography/scope': geography('myScope', "The places the signed-in user may see and change", 'Scope'),
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
