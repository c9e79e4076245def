import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** Profiles of persons with disabilities: keys, queries and mutations from the record layer. */
export const pwdRecords = RECORD_CLIENTS.profiles;
