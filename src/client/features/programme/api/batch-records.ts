import { recordClient } from '@/client/lib/records/record-client';
import { BATCH_RECORDS } from '@/shared/record-kinds';

/** Programme batches: keys, queries and mutations from the record layer. */
export const batchRecords = recordClient({ key: 'batches', ...BATCH_RECORDS });
