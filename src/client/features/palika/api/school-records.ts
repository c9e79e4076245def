import { recordClient } from '@/client/lib/records/record-client';
import { SCHOOL_RECORDS } from '@/shared/record-kinds';

/** A palika's schools: keys, queries and mutations from the record layer. */
export const schoolRecords = recordClient({ key: 'schools', ...SCHOOL_RECORDS });
