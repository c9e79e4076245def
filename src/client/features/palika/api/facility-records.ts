import { recordClient } from '@/client/lib/records/record-client';
import { HEALTH_FACILITY_RECORDS } from '@/shared/record-kinds';

/** A palika's health facilities: keys, queries and mutations from the record layer. */
export const facilityRecords = recordClient({
  key: 'healthFacilities',
  ...HEALTH_FACILITY_RECORDS,
});
