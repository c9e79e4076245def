import { recordClient } from '@/client/lib/records/record-client';
import { PALIKA_PROFILE_RECORDS } from '@/shared/record-kinds';

/** Palika profiles: keys, queries and mutations from the record layer. */
export const palikaProfileRecords = recordClient({
  key: 'palikaProfiles',
  ...PALIKA_PROFILE_RECORDS,
});
