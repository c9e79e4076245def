import type { OperationId } from './api/types';

/**
 * The operations of a profile of a place (a ward's, a palika's): one record per place, made with
 * the place, so it is read, listed, exported and edited but never created or deleted by a user
 * (decision 0025).
 */
export interface PlaceProfileOperationIds {
  list: OperationId;
  export: OperationId;
  get: OperationId;
  update: OperationId;
  history: OperationId;
}

/** The contract's operation ids of a kind of record, by what each does. */
export interface RecordOperationIds extends PlaceProfileOperationIds {
  create: OperationId;
  delete: OperationId;
  restore: OperationId;
}

/** A kind whose records a palika also brings in from a spreadsheet (issue 18 §3). */
export interface ImportableOperationIds extends RecordOperationIds {
  import: OperationId;
}

/**
 * Each kind of record's collection path and operation ids, named once for the contract
 * (openapi/src/record-paths.ts), the server (server/records/record-operations.ts) and the client
 * (lib/records/record-client.ts).
 */
export const PROFILE_RECORDS = {
  base: '/api/pwd/profiles',
  ids: {
    list: 'listProfiles',
    create: 'createProfile',
    export: 'exportProfiles',
    get: 'getProfile',
    update: 'updateProfile',
    delete: 'deleteProfile',
    restore: 'restoreProfile',
    history: 'profileHistory',
  },
} as const satisfies { base: string; ids: RecordOperationIds };

export const SERVICE_RECORDS = {
  base: '/api/services/records',
  ids: {
    list: 'listServiceRecords',
    create: 'createServiceRecord',
    export: 'exportServiceRecords',
    get: 'getServiceRecord',
    update: 'updateServiceRecord',
    delete: 'deleteServiceRecord',
    restore: 'restoreServiceRecord',
    history: 'serviceRecordHistory',
  },
} as const satisfies { base: string; ids: RecordOperationIds };

export const BATCH_RECORDS = {
  base: '/api/programme/batches',
  ids: {
    list: 'listBatches',
    create: 'createBatch',
    export: 'exportBatches',
    get: 'getBatch',
    update: 'updateBatch',
    delete: 'deleteBatch',
    restore: 'restoreBatch',
    history: 'batchHistory',
  },
} as const satisfies { base: string; ids: RecordOperationIds };

export const ACTIVITY_RECORDS = {
  base: '/api/programme/activities',
  ids: {
    list: 'listActivities',
    create: 'createActivity',
    export: 'exportActivities',
    get: 'getActivity',
    update: 'updateActivity',
    delete: 'deleteActivity',
    restore: 'restoreActivity',
    history: 'activityHistory',
  },
} as const satisfies { base: string; ids: RecordOperationIds };

export const ACTIVITY_VALUE_RECORDS = {
  base: '/api/programme/values',
  ids: {
    list: 'listActivityValues',
    create: 'createActivityValue',
    export: 'exportActivityValues',
    get: 'getActivityValue',
    update: 'updateActivityValue',
    delete: 'deleteActivityValue',
    restore: 'restoreActivityValue',
    history: 'activityValueHistory',
  },
} as const satisfies { base: string; ids: RecordOperationIds };

export const HEALTH_FACILITY_RECORDS = {
  base: '/api/palika/health-facilities',
  ids: {
    list: 'listHealthFacilities',
    create: 'createHealthFacility',
    export: 'exportHealthFacilities',
    get: 'getHealthFacility',
    update: 'updateHealthFacility',
    delete: 'deleteHealthFacility',
    restore: 'restoreHealthFacility',
    history: 'healthFacilityHistory',
    import: 'importHealthFacilities',
  },
} as const satisfies { base: string; ids: ImportableOperationIds };

export const FCHV_RECORDS = {
  base: '/api/palika/fchvs',
  ids: {
    list: 'listFchvs',
    create: 'createFchv',
    export: 'exportFchvs',
    get: 'getFchv',
    update: 'updateFchv',
    delete: 'deleteFchv',
    restore: 'restoreFchv',
    history: 'fchvHistory',
    import: 'importFchvs',
  },
} as const satisfies { base: string; ids: ImportableOperationIds };

export const WARD_PROFILE_RECORDS = {
  base: '/api/palika/wards',
  ids: {
    list: 'listWardProfiles',
    export: 'exportWardProfiles',
    get: 'getWardProfile',
    update: 'updateWardProfile',
    history: 'wardProfileHistory',
  },
} as const satisfies { base: string; ids: PlaceProfileOperationIds };

export const SCHOOL_RECORDS = {
  base: '/api/palika/schools',
  ids: {
    list: 'listSchools',
    create: 'createSchool',
    export: 'exportSchools',
    get: 'getSchool',
    update: 'updateSchool',
    delete: 'deleteSchool',
    restore: 'restoreSchool',
    history: 'schoolHistory',
    import: 'importSchools',
  },
} as const satisfies { base: string; ids: ImportableOperationIds };

export const PALIKA_PROFILE_RECORDS = {
  base: '/api/palika/profiles',
  ids: {
    list: 'listPalikaProfiles',
    export: 'exportPalikaProfiles',
    get: 'getPalikaProfile',
    update: 'updatePalikaProfile',
    history: 'palikaProfileHistory',
  },
} as const satisfies { base: string; ids: PlaceProfileOperationIds };

export const TARGET_RECORDS = {
  base: '/api/targets',
  ids: {
    list: 'listTargets',
    create: 'createTarget',
    export: 'exportTargets',
    get: 'getTarget',
    update: 'updateTarget',
    delete: 'deleteTarget',
    restore: 'restoreTarget',
    history: 'targetHistory',
    import: 'importTargets',
  },
} as const satisfies { base: string; ids: ImportableOperationIds };
