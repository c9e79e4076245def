import { recordClient } from '@/client/lib/records/record-client';
import { FCHV_RECORDS } from '@/shared/record-kinds';

/** A palika's FCHVs: keys, queries and mutations from the record layer. */
export const fchvRecords = recordClient({ key: 'fchvs', ...FCHV_RECORDS });
