import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** What activities achieved: keys, queries and mutations from the record layer. */
export const valueRecords = RECORD_CLIENTS.activityValues;
