import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** Palika profiles: keys, queries and mutations from the record layer. */
export const palikaProfileRecords = RECORD_CLIENTS.palikaProfiles;
