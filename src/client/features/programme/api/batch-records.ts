import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** Programme batches: keys, queries and mutations from the record layer. */
export const batchRecords = RECORD_CLIENTS.batches;
