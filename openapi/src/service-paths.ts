import { tenant } from './pwd-paths';
import {
  type OperationSpec,
  bearer,
  errors,
  integer,
  json,
  operation,
  ref,
  string,
} from './schema-helpers';
import { serviceFilterParameters } from './service-schemas';

const uuidParam = { name: 'id', in: 'path', required: true, schema: string({ format: 'uuid' }) };
const idParam = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

/** A change to the national service catalogue: super admin only. */
const catalogue = (spec: Omit<OperationSpec, 'tags' | 'access' | 'tenant' | 'errors'>) =>
  operation({
    ...spec,
    tags: ['services'],
    access: 'superAdmin',
    errors: [400, 401, 403, 404, 409],
  });

const record = (spec: Parameters<typeof tenant>[0]) => tenant({ ...spec, tags: ['services'] });

export const servicePaths = {
  '/api/services/catalogue': {
    get: {
      operationId: 'serviceCatalogue',
      summary: 'The service tree and its attribute definitions (national configuration)',
      tags: ['services'],
      security: bearer,
      'x-access': 'signedIn',
      'x-session': ['user'],
      responses: { '200': json(ref('ServiceCatalogue'), 'The catalogue'), ...errors(401) },
    },
  },
  '/api/services/categories': {
    post: catalogue({
      operationId: 'createServiceCategory',
      summary: 'Add a category under a parent (depth at most four)',
      response: 'ServiceCategory',
      body: 'ServiceCategoryInput',
    }),
  },
  '/api/services/categories/{id}': {
    put: catalogue({
      operationId: 'updateServiceCategory',
      summary: 'Rename, move (no cycles), or change a category from the version read',
      response: 'ServiceCategory',
      body: 'ServiceCategoryUpdate',
      parameters: [idParam],
    }),
    delete: catalogue({
      operationId: 'deleteServiceCategory',
      summary: 'Delete a category that has no records and no children',
      response: 'ServiceCategory',
      parameters: [idParam],
    }),
  },
  '/api/services/categories/{id}/close': {
    post: catalogue({
      operationId: 'closeServiceCategory',
      summary: 'Close a category (and everything below it) from a fiscal year on',
      response: 'ServiceCategory',
      body: 'CloseCategory',
      parameters: [idParam],
    }),
  },
  '/api/services/attributes': {
    post: catalogue({
      operationId: 'createAttribute',
      summary: 'Define a typed attribute',
      response: 'AttributeDefinition',
      body: 'AttributeInput',
    }),
  },
  '/api/services/attributes/{id}': {
    put: catalogue({
      operationId: 'updateAttribute',
      summary: 'Change an attribute definition from the version read',
      response: 'AttributeDefinition',
      body: 'AttributeUpdate',
      parameters: [idParam],
    }),
  },
  '/api/services/records': {
    get: record({
      operationId: 'listServiceRecords',
      summary: 'Service records in your area, a page at a time, with totals of the filtered set',
      response: 'ServiceRecordPage',
      parameters: [
        { name: 'page', in: 'query', schema: integer({ minimum: 1, default: 1 }) },
        {
          name: 'pageSize',
          in: 'query',
          schema: integer({ minimum: 1, maximum: 100, default: 25 }),
        },
        ...serviceFilterParameters,
      ],
    }),
    post: record({
      operationId: 'createServiceRecord',
      summary: 'Record a service; a retry with the same id returns the first record',
      response: 'ServiceRecord',
      body: 'ServiceRecordCreate',
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/services/records/export': {
    get: record({
      operationId: 'exportServiceRecords',
      summary: 'Every filtered service record you may see, in chunks',
      response: 'ServiceRecordExportChunk',
      errors: [400, 401, 403],
      parameters: [
        ...serviceFilterParameters,
        { name: 'after', in: 'query', schema: string({ format: 'uuid' }) },
        {
          name: 'limit',
          in: 'query',
          schema: integer({ minimum: 1, maximum: 2000, default: 1000 }),
        },
      ],
    }),
  },
  '/api/services/records/{id}': {
    get: record({
      operationId: 'getServiceRecord',
      summary: 'One service record',
      response: 'ServiceRecord',
      parameters: [uuidParam],
    }),
    put: record({
      operationId: 'updateServiceRecord',
      summary: 'Edit a service record from the version read',
      response: 'ServiceRecord',
      body: 'ServiceRecordUpdate',
      parameters: [uuidParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/services/records/{id}/delete': {
    post: record({
      operationId: 'deleteServiceRecord',
      summary: 'Soft-delete a service record, with a reason',
      response: 'ServiceRecord',
      body: 'DeleteRequest',
      parameters: [uuidParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/services/records/{id}/restore': {
    post: record({
      operationId: 'restoreServiceRecord',
      summary: 'Undo a soft delete (administrators)',
      response: 'ServiceRecord',
      parameters: [uuidParam],
      access: 'admin',
    }),
  },
  '/api/services/records/{id}/history': {
    get: record({
      operationId: 'serviceRecordHistory',
      summary: "The record's audit trail",
      response: 'AuditList',
      parameters: [uuidParam],
    }),
  },
};
