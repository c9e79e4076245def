import { SERVICE_RECORDS } from '@/shared/record-kinds';
import { recordPaths } from './record-paths';
import {
  type OperationSpec,
  bearer,
  errors,
  integer,
  json,
  operation,
  ref,
} from './schema-helpers';
import { serviceFilterParameters } from './service-schemas';

const idParam = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

/** A change to the national service catalogue: super admin only. */
const catalogue = (spec: Omit<OperationSpec, 'tags' | 'access' | 'tenant' | 'errors'>) =>
  operation({
    ...spec,
    tags: ['services'],
    access: 'superAdmin',
    errors: [400, 401, 403, 404, 409],
  });

export const servicePaths = {
  '/api/services/catalogue': {
    get: {
      operationId: 'serviceCatalogue',
      summary:
        'The service tree, the attribute definitions and the programmes’ standard activities (national configuration)',
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
  '/api/services/templates': {
    post: catalogue({
      operationId: 'createActivityTemplate',
      summary: "Add a programme's standard activity, or a sub-activity under one",
      response: 'ActivityTemplate',
      body: 'ActivityTemplateInput',
    }),
  },
  '/api/services/templates/{id}': {
    put: catalogue({
      operationId: 'updateActivityTemplate',
      summary: 'Change a standard activity from the version read; close it with its last year',
      response: 'ActivityTemplate',
      body: 'ActivityTemplateUpdate',
      parameters: [idParam],
    }),
  },
  ...recordPaths({
    ...SERVICE_RECORDS,
    tag: 'services',
    summaries: {
      list: 'Service records in your area, a page at a time, with totals of the filtered set',
      create: 'Record a service; a retry with the same id returns the first record',
      export: 'Every filtered service record you may see, in chunks',
      get: 'One service record',
      update: 'Edit a service record from the version read',
      delete: 'Soft-delete a service record, with a reason',
      restore: 'Undo a soft delete (administrators)',
      history: "The record's audit trail",
    },
    schemas: {
      record: 'ServiceRecord',
      page: 'ServiceRecordPage',
      create: 'ServiceRecordCreate',
      update: 'ServiceRecordUpdate',
      exportChunk: 'ServiceRecordExportChunk',
    },
    filters: serviceFilterParameters,
  }),
};
