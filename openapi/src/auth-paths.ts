import { bearer, errors, json, ref } from './schema-helpers';

/** Signing in (a person, or a member of a group account), out, and who is signed in. */
export const authPaths = {
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
};
