import { recordClient } from '@/client/lib/records/record-client';
import { WARD_PROFILE_RECORDS } from '@/shared/record-kinds';

/** The wards' profiles: keys, queries and the edit from the record layer (none is made or deleted). */
export const wardRecords = recordClient({ key: 'wardProfiles', ...WARD_PROFILE_RECORDS });
