import { HEALTH_FACILITY_RECORDS } from '@/shared/record-kinds';
import { facilityFilterParameters } from './palika-schemas';
import { recordPaths } from './record-paths';
import { enumOf } from './schema-helpers';

/** A palika's profiles: written by its own users, read by those whose area holds it. */
export const palikaPaths = {
  ...recordPaths({
    ...HEALTH_FACILITY_RECORDS,
    tag: 'palika',
    summaries: {
      list: 'Health facilities, filtered by place, type, ownership, service and status',
      create: 'Add a health facility (idempotent on the client id)',
      export: 'Health facilities for an export file, in chunks',
      get: 'A health facility',
      update: 'Change a health facility from the version read',
      delete: 'Delete a health facility (soft, with a reason)',
      restore: 'Restore a deleted health facility',
      history: 'Who changed the facility, when, from what to what',
    },
    schemas: {
      record: 'HealthFacility',
      page: 'HealthFacilityPage',
      create: 'HealthFacilityCreate',
      update: 'HealthFacilityUpdate',
      exportChunk: 'HealthFacilityExportChunk',
    },
    filters: facilityFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['name', 'ward', 'type']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
};
