import { type IntlShape, useIntl } from 'react-intl';
import type { ExportButtonProps } from '@/client/components/export-button';
import type { OpenedRecordProps } from '@/client/components/opened-record';
import type { RecordListResult } from '@/client/components/record-list';
import type { ExportedList } from '@/client/lib/export-file-names';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import type { QUERY_PARAMETERS } from '@/shared/api/contract-tables';
import { type RouteName, hrefFor } from '@/shared/routes';
import { type FilterPatch, RecordFilters, type RecordFiltersProps } from './record-filters';
import { RECORD_PAGE_SIZE, RecordListScreen } from './record-list-screen';
import { RecordTable } from './record-table';
import type { ColumnDeclaration } from './record-columns';
import type { ReactNode } from 'react';

type Versioned = { _id: string; version: number; deletedAt?: string | null };
type Locale = 'en' | 'np';

/** A list's filters declared: the kind's prefix, the place picker (and ward), and its own filters. */
export type FiltersDeclaration<Values> = Omit<RecordFiltersProps<Values>, 'value' | 'onChange'>;

/** A list's table declared: its caption (a message id) and columns. */
export interface TableDeclaration<Row> {
  caption: string;
  columns: readonly ColumnDeclaration<Row>[];
}

/** What a list's notices are handed: its filters and how to change them. */
export interface ListNoticeProps<Filters> {
  filters: Filters;
  setFilters: (patch: FilterPatch) => void;
}

/**
 * A kind's list screen as data: the contract's list operation (its filters read from the URL with
 * the contract's schemas), the kind's records, route, table, filters, details and export. The
 * pages of the palika kinds are these and nothing more.
 */
export interface ListDeclaration<Row extends Versioned, Filters> {
  operationId: keyof typeof QUERY_PARAMETERS;
  /** Message prefix of the kind (`school` → `school.count`, `school.field.nameNe`). */
  prefix: ExportedList;
  /** The screen's route: a new record's form and a record's edit are on it. */
  route: RouteName;
  records: OpenedRecordProps['records'] & {
    useList: (query: never) => RecordListResult<Row>;
    useRecord: (id: string | undefined) => { data?: Row; error: unknown };
  };
  /** A place's profile is made with its place: no "add", no delete (decision 0025). */
  ofPlace?: boolean;
  nameOf: (row: Row, locale: Locale, intl: IntlShape) => string;
  enumFields: Readonly<Record<string, string>>;
  table: TableDeclaration<Row>;
  filters: FiltersDeclaration<Filters>;
  details: (row: Row) => ReactNode;
  exporter: (
    filters: Filters,
    intl: IntlShape,
    locale: Locale,
  ) => Pick<ExportButtonProps, 'header' | 'loadChunk'>;
  /** An import from a spreadsheet, beside "add", for a kind that has one. */
  importer?: ReactNode;
  /** What shows above the list (a warning of retirements due). */
  notices?: (props: ListNoticeProps<Filters>) => ReactNode;
}

/** A declared list on the record list screen: its state in the URL, its filters, table and record. */
export function DeclaredList<Row extends Versioned, Filters>({
  declaration: kind,
  headingKey,
  canWrite,
}: {
  declaration: ListDeclaration<Row, Filters>;
  headingKey: string;
  canWrite: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState(kind.operationId, { pageSize: RECORD_PAGE_SIZE });
  const { params, query } = list;
  const filters = list.filters as Filters;
  return (
    <RecordListScreen
      prefix={kind.prefix}
      ofPlace={kind.ofPlace}
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor(kind.route, locale, {}, extra)}
      list={list}
      result={kind.records.useList(query as never)}
      opened={kind.records.useRecord(params.get('open') ?? undefined)}
      records={kind.records}
      nameOf={(row) => kind.nameOf(row, locale, intl)}
      enumFields={kind.enumFields}
      filters={
        <RecordFilters
          {...kind.filters}
          value={filters as Filters & object}
          onChange={list.setFilters}
        />
      }
      importer={kind.importer}
      notices={kind.notices?.({ filters, setFilters: list.setFilters })}
      details={kind.details}
      exporter={kind.exporter(filters, intl, locale)}
      table={(slots) => (
        <RecordTable
          {...kind.table}
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
