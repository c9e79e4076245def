import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnChooser } from './column-chooser';
import { ExportButton, type ExportButtonProps } from './export-button';
import { Pagination } from './pagination';
import { RequestFailure } from './request-failure';
import type { ReactNode } from 'react';

/** What the shell needs of a list's URL-held state (`useListState` gives it). */
export interface RecordListState {
  params: URLSearchParams;
  page: number;
  columns: readonly string[];
  setParams: (patch: Record<string, string | number | undefined | null>) => void;
  setPage: (page: number) => void;
  setColumns: (shown: readonly string[]) => void;
}

/** What the table is handed: the page's rows and the shell's parts it places in its own frame. */
export interface RecordTableSlots<Row> {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer: ReactNode;
}

/** A list request's answer as react-query gives it: its page, whether it is on its way, why it failed. */
export interface RecordListResult<Row> {
  data?: { items: Row[]; total: number; totalExact?: boolean };
  isLoading: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface RecordListProps<Row> {
  list: RecordListState;
  /** The list request's answer: a page of rows and the count (a floor when the server capped it). */
  result: RecordListResult<Row>;
  pageSize: number;
  /** Message ids of the count, given `{total}`: exact, and "at least" when capped; no count when omitted. */
  count?: { exact: string; atLeast: string };
  /** Export of every row of the filters; offered once there is a row. */
  exporter?: ExportButtonProps;
  /** Message id of a "show deleted records too" switch, held in the URL as `deleted=true`. */
  showDeleted?: string;
  /** Columns a reader may choose; their names are messages `<labelPrefix>.<column>`. */
  columnChooser?: { all: readonly string[]; fixed: readonly string[]; labelPrefix: string };
  /** What shows instead of the table when there is no row. */
  empty: ReactNode;
  children: (slots: RecordTableSlots<Row>) => ReactNode;
}

/**
 * The body of every list page below its filters: the count (announced as it changes), export, the
 * switch for deleted records, the column chooser, the table and its paging. A list that could not
 * be read says why and offers to try again; it never shows "nothing matches" for a failed request.
 * The page keeps its header, filters and notices, and says how a row is shown.
 */
export function RecordList<Row>({
  list,
  result,
  pageSize,
  count,
  exporter,
  showDeleted,
  columnChooser,
  empty,
  children,
}: RecordListProps<Row>) {
  const intl = useIntl();
  const total = result.data?.total ?? 0;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p role="status" className="text-sm text-gray-800">
          {count && result.data && (
            <FormattedMessage
              id={result.data.totalExact === false ? count.atLeast : count.exact}
              values={{ total }}
            />
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {exporter && total > 0 && <ExportButton {...exporter} />}
          {showDeleted && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={list.params.get('deleted') === 'true'}
                onChange={(e) =>
                  list.setParams({
                    deleted: e.target.checked ? 'true' : undefined,
                    page: undefined,
                  })
                }
              />
              {intl.formatMessage({ id: showDeleted })}
            </label>
          )}
          {columnChooser && (
            <ColumnChooser
              {...columnChooser}
              chosen={[...list.columns]}
              onChange={list.setColumns}
            />
          )}
        </div>
      </div>
      {Boolean(result.error) && <RequestFailure error={result.error} onRetry={result.refetch} />}
      {(result.data || !result.error) &&
        children({
          rows: result.data?.items ?? [],
          loading: result.isLoading,
          empty,
          footer: total > pageSize && (
            <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
          ),
        })}
    </>
  );
}
