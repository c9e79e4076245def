import { recordClient } from '@/client/lib/records/record-client';

/** Service records: keys, queries and mutations from the record layer (under the services' key). */
export const serviceRecords = recordClient({
  key: 'services',
  base: '/api/services/records',
  ids: {
    list: 'listServiceRecords',
    create: 'createServiceRecord',
    export: 'exportServiceRecords',
    get: 'getServiceRecord',
    update: 'updateServiceRecord',
    delete: 'deleteServiceRecord',
    restore: 'restoreServiceRecord',
    history: 'serviceRecordHistory',
  },
});
