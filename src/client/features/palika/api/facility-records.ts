import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';

/** A palika's health facilities: keys, queries and mutations from the record layer. */
export const facilityRecords = RECORD_CLIENTS.healthFacilities;
