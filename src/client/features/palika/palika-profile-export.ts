import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** A palika a row: its place in the geography, every field of its form, its facilitators by name. */
const exporter = columnExport<
  Schemas['PalikaProfile'],
  Omit<QueryOf<'exportPalikaProfiles'>, 'after' | 'limit'>
>(exportColumnsOf(PALIKA_PROFILE_FIELDS), (query) =>
  apiGet('/api/palika/profiles/export', { params: { query } }),
);

export const palikaProfileExportHeader = exporter.header;
export const palikaProfileChunkLoader = exporter.loader;
