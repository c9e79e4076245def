import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A school a row, every field of its form; its place by name, its enrolment a column a cell. */
const exporter = columnExport<Schemas['School'], Omit<QueryOf<'exportSchools'>, 'after' | 'limit'>>(
  exportColumnsOf(SCHOOL_FIELDS),
  (query) => apiGet('/api/palika/schools/export', { params: { query } }),
);

export const schoolExportHeader = exporter.header;
export const schoolChunkLoader = exporter.loader;
