import type { ExportButtonProps } from '@/client/components/export-button';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { columnExport } from './column-export';
import { exportColumnsOf, importColumnsOf, importedBody } from './field-views';
import type { Field } from './field-table';
import type { ImportKind } from './run-import';
import type { IntlShape } from 'react-intl';

type Chunk<Row> = { items: Row[]; total?: number | null; next?: string | null };

/**
 * A kind's export as its list declares it, from its field table: a record a row, every field of
 * the table, read a thousand records at a time from the kind's export (`records.exportChunk`).
 */
export function fieldExporter<Row, Filters>(
  table: readonly Field<Row>[],
  fetchChunk: (query: Filters & { after?: string; limit: number }) => Promise<Chunk<Row>>,
) {
  const { header, loader } = columnExport(exportColumnsOf(table), fetchChunk);
  return (
    filters: Filters,
    intl: IntlShape,
    locale: Locale,
  ): Pick<ExportButtonProps, 'header' | 'loadChunk'> => ({
    header: header(intl),
    loadChunk: loader(filters, intl, locale),
  });
}

/**
 * A kind's import from its field table, each row at what the page gives every row (a target's
 * place and year): the table's columns, a row's body (each field as the table reads it, then what
 * is given), sent to the kind's import (`records.importRows`).
 */
export const fieldImportAt =
  <Row>(
    prefix: string,
    table: readonly Field<never>[],
    send: (rows: Row[], dryRun: boolean) => Promise<Schemas['RecordImportAnswer']>,
  ) =>
  (given: Readonly<Record<string, unknown>>): ImportKind<Row> => ({
    prefix,
    columns: importColumnsOf(table),
    bodyOf: (values) => ({ ...importedBody(table, values), ...given }) as Row,
    send,
  });

/** A kind's import for the palika importing (`fieldImportAt` the palika). */
export const fieldImport =
  <Row>(
    prefix: string,
    table: readonly Field<never>[],
    send: (rows: Row[], dryRun: boolean) => Promise<Schemas['RecordImportAnswer']>,
  ) =>
  (palikaId: number): ImportKind<Row> =>
    fieldImportAt(prefix, table, send)({ palikaId });
