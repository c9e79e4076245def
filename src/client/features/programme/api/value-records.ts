import { recordClient } from '@/client/lib/records/record-client';
import { ACTIVITY_VALUE_RECORDS } from '@/shared/record-kinds';

/** What activities achieved: keys, queries and mutations from the record layer. */
export const valueRecords = recordClient({ key: 'activityValues', ...ACTIVITY_VALUE_RECORDS });
