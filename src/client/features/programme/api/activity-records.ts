import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** A palika's activities: keys, queries and mutations from the record layer. */
export const activityRecords = RECORD_CLIENTS.activities;
