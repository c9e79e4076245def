import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import { ExportButton } from '@/client/components/export-button';
import { PageHeader } from '@/client/components/page-header';
import { RequestFailure } from '@/client/components/request-failure';
import { TableShell } from '@/client/components/table-shell';
import type { Cell } from '@/client/lib/table-file';
import type { ReactNode } from 'react';

/** What an area's report exports: the file's name, its header and every row as shown. */
export interface AreaReportFile {
  fileName: string;
  header: string[];
  rows: Cell[][];
}

/** The query's answer as the report reads it (a react-query result is one). */
export interface AreaReportAnswer<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A report of the reader's area or a place in it (the reporting board, the data-quality ranking, the
 * official reports): its heading with Print, its filters with the way back to the whole area once a place is
 * chosen, then its table with Export, or the loading shell, or the failure with a retry. Loading a
 * new choice keeps the last table, marked busy.
 */
export function AreaReport<T>({
  title,
  description,
  filters,
  wholeAreaHref,
  answer,
  table,
  fileOf,
}: {
  title: string;
  description: string;
  filters: ReactNode;
  /** Where the whole area is shown again; absent while it is. */
  wholeAreaHref?: string;
  answer: AreaReportAnswer<T>;
  table: (data: T) => ReactNode;
  fileOf: (data: T) => AreaReportFile;
}) {
  const { data } = answer;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <FormattedMessage id="reporting.print" />
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4 print:hidden">
        {filters}
        {wholeAreaHref && (
          <Link href={wholeAreaHref} className="inline-block py-2 text-sm underline">
            <FormattedMessage id="reporting.board.wholeArea" />
          </Link>
        )}
      </div>
      {answer.error != null ? (
        <RequestFailure error={answer.error} onRetry={() => void answer.refetch()} />
      ) : data === undefined ? (
        <TableShell caption="" columns={[]} rows={[]} loading />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={answer.isFetching || undefined}>
          {table(data)}
          <div className="print:hidden">
            <ExportButton
              fileName={fileOf(data).fileName}
              header={fileOf(data).header}
              loadChunk={async () => {
                const { rows } = fileOf(data);
                return { rows, total: rows.length, next: null };
              }}
            />
          </div>
        </div>
      )}
    </>
  );
}
