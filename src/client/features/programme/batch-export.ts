import { BATCH_FIELDS } from '@/client/features/programme/batch-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A batch a row, as its field table says: what it is, when it runs, and its members by name (each with its phase today). */
const exporter = columnExport<Schemas['Batch'], Omit<QueryOf<'exportBatches'>, 'after' | 'limit'>>(
  exportColumnsOf(BATCH_FIELDS),
  (query) => apiGet('/api/programme/batches/export', { params: { query } }),
);

export const batchExportHeader = exporter.header;
export const batchChunkLoader = exporter.loader;
