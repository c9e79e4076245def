import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** A palika's schools: keys, queries and mutations from the record layer. */
export const schoolRecords = RECORD_CLIENTS.schools;
