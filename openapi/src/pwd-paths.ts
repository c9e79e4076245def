import { profileListParameters } from './pwd-schemas';
import { type OperationSpec, enumOf, integer, operation, string } from './schema-helpers';

const idParam = { name: 'id', in: 'path', required: true, schema: string({ format: 'uuid' }) };

/**
 * An operation on records that belong to a palika. `x-tenant` makes the server derive the caller's
 * scope before the handler runs, and every query of the handler goes through it.
 */
export const tenant = (
  spec: Omit<OperationSpec, 'tags' | 'access' | 'tenant'> & {
    access?: 'signedIn' | 'admin';
    tags?: string[];
  },
) => operation({ tags: ['pwd'], access: 'signedIn', ...spec, tenant: true });

const sortParameters = [
  {
    name: 'sort',
    in: 'query',
    schema: enumOf([
      'registrationNo',
      'nameNe',
      'nameEn',
      'age',
      'registrationDate',
      'palika',
      'severityClass',
    ]),
  },
  { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
];

export const pwdPaths = {
  '/api/pwd/profiles': {
    get: tenant({
      operationId: 'listProfiles',
      summary: 'Persons with disabilities in your area, a page at a time',
      response: 'ProfilePage',
      parameters: [...profileListParameters, ...sortParameters],
    }),
    post: tenant({
      operationId: 'createProfile',
      summary: 'Register a person; a retry with the same id returns the first record',
      response: 'Profile',
      body: 'ProfileCreate',
      errors: [400, 401, 403, 409],
    }),
  },
  '/api/pwd/profiles/export': {
    get: tenant({
      operationId: 'exportProfiles',
      summary: 'Every filtered profile you may see, in chunks for a CSV or Excel file',
      response: 'ProfileExportChunk',
      parameters: [
        ...profileListParameters.filter((p) => !['page', 'pageSize'].includes(p.name)),
        { name: 'after', in: 'query', schema: string({ format: 'uuid' }) },
        {
          name: 'limit',
          in: 'query',
          schema: integer({ minimum: 1, maximum: 2000, default: 1000 }),
        },
      ],
      errors: [400, 401, 403],
    }),
  },
  '/api/pwd/profiles/duplicates': {
    post: tenant({
      operationId: 'findDuplicates',
      summary:
        'Possible duplicates you may see: same citizenship, NIN or card, or same name, birth date, parent and ward',
      response: 'DuplicateList',
      body: 'DuplicateCheck',
      errors: [400, 401, 403],
    }),
  },
  '/api/pwd/profiles/{id}': {
    get: tenant({
      operationId: 'getProfile',
      summary: 'One profile',
      response: 'Profile',
      parameters: [idParam],
    }),
    put: tenant({
      operationId: 'updateProfile',
      summary: 'Edit a profile from the version the edit started from',
      response: 'Profile',
      body: 'ProfileUpdate',
      parameters: [idParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/pwd/profiles/{id}/delete': {
    post: tenant({
      operationId: 'deleteProfile',
      summary: 'Soft-delete a profile, with a reason',
      response: 'Profile',
      body: 'DeleteRequest',
      parameters: [idParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/pwd/profiles/{id}/restore': {
    post: tenant({
      operationId: 'restoreProfile',
      summary: 'Undo a soft delete (administrators)',
      response: 'Profile',
      parameters: [idParam],
      access: 'admin',
    }),
  },
  '/api/pwd/profiles/{id}/history': {
    get: tenant({
      operationId: 'profileHistory',
      summary: "The profile's audit trail: who changed what, when, before and after",
      response: 'AuditList',
      parameters: [idParam],
    }),
  },
};
