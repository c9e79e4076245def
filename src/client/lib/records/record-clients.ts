import {
  ACTIVITY_RECORDS,
  ACTIVITY_VALUE_RECORDS,
  BATCH_RECORDS,
  FCHV_RECORDS,
  HEALTH_FACILITY_RECORDS,
  PALIKA_PROFILE_RECORDS,
  PROFILE_RECORDS,
  SCHOOL_RECORDS,
  SERVICE_RECORDS,
  TARGET_RECORDS,
  WARD_PROFILE_RECORDS,
} from '@/shared/record-kinds';
import { recordClient } from './record-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every kind's record client, declared here once (its feature's `api/*-records.ts` names it): the
 * query client registers all their mutation defaults when it is made, before any screen has loaded
 * its feature, so a mutation paused offline can be resumed after a reload.
 */
export const RECORD_CLIENTS = {
  profiles: recordClient({ key: 'profiles', ...PROFILE_RECORDS }),
  services: recordClient({ key: 'services', ...SERVICE_RECORDS }),
  batches: recordClient({ key: 'batches', ...BATCH_RECORDS }),
  activities: recordClient({ key: 'activities', ...ACTIVITY_RECORDS }),
  activityValues: recordClient({ key: 'activityValues', ...ACTIVITY_VALUE_RECORDS }),
  healthFacilities: recordClient({ key: 'healthFacilities', ...HEALTH_FACILITY_RECORDS }),
  fchvs: recordClient({ key: 'fchvs', ...FCHV_RECORDS }),
  wardProfiles: recordClient({ key: 'wardProfiles', ...WARD_PROFILE_RECORDS }),
  schools: recordClient({ key: 'schools', ...SCHOOL_RECORDS }),
  palikaProfiles: recordClient({ key: 'palikaProfiles', ...PALIKA_PROFILE_RECORDS }),
  targets: recordClient({ key: 'targets', ...TARGET_RECORDS }),
};

/** Sets every kind's mutation functions and refreshes on a query client (`createQueryClient`). */
export function registerRecordMutations(client: QueryClient): void {
  for (const records of Object.values(RECORD_CLIENTS)) records.setMutationDefaults(client);
}
