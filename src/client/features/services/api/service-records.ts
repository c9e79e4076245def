import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** Service records: keys, queries and mutations from the record layer (under the services' key). */
export const serviceRecords = RECORD_CLIENTS.services;
