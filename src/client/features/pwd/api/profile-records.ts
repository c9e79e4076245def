import { recordClient } from '@/client/lib/records/record-client';
import { PROFILE_RECORDS } from '@/shared/record-kinds';

/** Profiles of persons with disabilities: keys, queries and mutations from the record layer. */
export const profileRecords = recordClient({
  key: 'profiles',
  ...PROFILE_RECORDS,
});
