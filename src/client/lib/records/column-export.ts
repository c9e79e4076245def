import type { ExportChunk } from '@/client/components/export-button';
import type { Cell } from '@/client/lib/table-file';
import type { Locale } from '@/shared/locale';
import type { IntlShape } from 'react-intl';

/** One column of an export: its heading's message id and the cell of a record. */
export type ExportColumn<Row> = [
  labelId: string,
  value: (row: Row, intl: IntlShape, locale: Locale) => Cell,
];

interface Chunk<Row> {
  items: Row[];
  total?: number | null;
  next?: string | null;
}

const CHUNK_ROWS = 1000;

/**
 * A kind's export from its columns and its export operation: the heading row in the reader's
 * language, and a loader of the filtered records a thousand at a time (the export button writes
 * them, safe to open, and shows progress).
 */
export function columnExport<Row, Filters>(
  columns: readonly ExportColumn<Row>[],
  fetchChunk: (query: Filters & { after?: string; limit: number }) => Promise<Chunk<Row>>,
) {
  return {
    header: (intl: IntlShape) => columns.map(([id]) => intl.formatMessage({ id })),
    loader:
      (filters: Filters, intl: IntlShape, locale: Locale) =>
      async (after: string | undefined): Promise<ExportChunk> => {
        const chunk = await fetchChunk({ ...filters, after, limit: CHUNK_ROWS });
        return {
          rows: chunk.items.map((row) => columns.map(([, value]) => value(row, intl, locale))),
          total: chunk.total ?? null,
          next: chunk.next ?? null,
        };
      },
  };
}
