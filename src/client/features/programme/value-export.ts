import { VALUE_FIELDS } from '@/client/features/programme/value-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A recorded value a row, as its field table says: where, which activity, when, what it achieved, and its attributes. */
const exporter = columnExport<
  Schemas['ActivityValue'],
  Omit<QueryOf<'exportActivityValues'>, 'after' | 'limit'>
>(exportColumnsOf(VALUE_FIELDS), (query) =>
  apiGet('/api/programme/values/export', { params: { query } }),
);

export const valueExportHeader = exporter.header;
export const valueChunkLoader = exporter.loader;
