import { recordClient } from '@/client/lib/records/record-client';
import { SERVICE_RECORDS } from '@/shared/record-kinds';

/** Service records: keys, queries and mutations from the record layer (under the services' key). */
export const serviceRecords = recordClient({
  key: 'services',
  ...SERVICE_RECORDS,
});
