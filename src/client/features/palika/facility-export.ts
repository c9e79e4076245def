import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A facility a row, every field of its form; its place by name. */
const exporter = columnExport<
  Schemas['HealthFacility'],
  Omit<QueryOf<'exportHealthFacilities'>, 'after' | 'limit'>
>(exportColumnsOf(FACILITY_FIELDS), (query) =>
  apiGet('/api/palika/health-facilities/export', { params: { query } }),
);

export const facilityExportHeader = exporter.header;
export const facilityChunkLoader = exporter.loader;
