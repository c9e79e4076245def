import { ACTIVITY_RECORDS, ACTIVITY_VALUE_RECORDS, BATCH_RECORDS } from '@/shared/record-kinds';
import { activityValueFilterParameters } from './activity-value-schemas';
import { activityFilterParameters, batchFilterParameters } from './programme-schemas';
import { recordPaths, tenant } from './record-paths';
import { enumOf } from './schema-helpers';

/** Programme batches: administrators only, as the specification's batch screens are. */
export const programmePaths = {
  ...recordPaths({
    ...BATCH_RECORDS,
    tag: 'programme',
    access: 'admin',
    summaries: {
      list: 'Batches, filtered by province, programme, status and entry year',
      create: 'Make a batch with its members (idempotent on the client id)',
      export: 'Batches for an export file, in chunks',
      get: 'A batch with its members and each member’s phase today',
      update: 'Change a batch and its members from the version read',
      delete: 'Delete a batch (soft, with a reason)',
      restore: 'Restore a deleted batch',
      history: 'Who changed the batch, when, from what to what',
    },
    schemas: {
      record: 'Batch',
      page: 'BatchPage',
      create: 'BatchCreate',
      update: 'BatchUpdate',
      exportChunk: 'BatchExportChunk',
    },
    filters: batchFilterParameters,
    listOnly: [
      {
        name: 'sort',
        in: 'query',
        schema: enumOf(['code', 'startDate', 'entryFiscalYear']),
      },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  ...recordPaths({
    ...ACTIVITY_RECORDS,
    tag: 'programme',
    summaries: {
      list: "A palika's activities of a fiscal year (the tree, in order), or any filtered set",
      create: 'Add an activity or a sub-activity (idempotent on the client id)',
      export: 'Activities for an export file, in chunks',
      get: 'An activity with its budget warning',
      update: 'Change an activity from the version read (moving it keeps the tree two levels deep)',
      delete: 'Delete an activity that has no live sub-activities (soft, with a reason)',
      restore: 'Restore a deleted activity',
      history: 'Who changed the activity, when, from what to what',
    },
    schemas: {
      record: 'Activity',
      page: 'ActivityPage',
      create: 'ActivityCreate',
      update: 'ActivityUpdate',
      exportChunk: 'ActivityExportChunk',
    },
    filters: activityFilterParameters,
  }),
  ...recordPaths({
    ...ACTIVITY_VALUE_RECORDS,
    tag: 'programme',
    summaries: {
      list: 'What activities achieved, a page at a time, with totals by each figure’s rule',
      create: 'Record what an activity achieved on a date (idempotent on the client id)',
      export: 'Recorded values for an export file, in chunks',
      get: 'One recorded value',
      update: 'Change a recorded value from the version read',
      delete: 'Delete a recorded value (soft, with a reason)',
      restore: 'Restore a deleted value',
      history: 'Who changed the value, when, from what to what',
    },
    schemas: {
      record: 'ActivityValue',
      page: 'ActivityValuePage',
      create: 'ActivityValueCreate',
      update: 'ActivityValueUpdate',
      exportChunk: 'ActivityValueExportChunk',
    },
    filters: activityValueFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['recordDate', 'activity']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  '/api/programme/activities/copy-year': {
    post: tenant({
      operationId: 'copyActivityYear',
      tags: ['programme'],
      summary:
        "Copy a palika's hierarchy of one fiscal year into a year that has none, in one step",
      response: 'ActivityYearCopied',
      body: 'ActivityYearCopy',
      errors: [400, 401, 403, 409],
    }),
  },
};
