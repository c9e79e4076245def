import { bearer, errors, json, ref } from './schema-helpers';

/** What the super admin reads of this instance. */
export const systemPaths = {
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
