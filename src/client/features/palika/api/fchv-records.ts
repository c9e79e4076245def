import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** A palika's FCHVs: keys, queries and mutations from the record layer. */
export const fchvRecords = RECORD_CLIENTS.fchvs;
