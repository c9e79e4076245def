import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** The wards' profiles: keys, queries and the edit from the record layer (none is made or deleted). */
export const wardRecords = RECORD_CLIENTS.wardProfiles;
