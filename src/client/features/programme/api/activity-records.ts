import { recordClient } from '@/client/lib/records/record-client';
import { ACTIVITY_RECORDS } from '@/shared/record-kinds';

/** A palika's activities: keys, queries and mutations from the record layer. */
export const activityRecords = recordClient({ key: 'activities', ...ACTIVITY_RECORDS });
