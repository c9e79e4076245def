import { SERVICE_FIELDS } from '@/client/features/services/service-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A service a row, as its field table says: when, to whom, what, how much, where and by whom. */
const exporter = columnExport<
  Schemas['ServiceRecord'],
  Omit<QueryOf<'exportServiceRecords'>, 'after' | 'limit'>
>(exportColumnsOf(SERVICE_FIELDS), (query) =>
  apiGet('/api/services/records/export', { params: { query } }),
);

export const serviceExportHeader = exporter.header;
export const serviceChunkLoader = exporter.loader;
