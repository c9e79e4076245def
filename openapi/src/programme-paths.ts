import { BATCH_RECORDS } from '@/shared/record-kinds';
import { batchFilterParameters } from './programme-schemas';
import { recordPaths } from './record-paths';
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
};
