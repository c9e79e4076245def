import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { download } from '@/client/lib/download';
import type { Cell } from '@/client/lib/table-file';
import { Button } from './button';

export interface ExportChunk {
  rows: Cell[][];
  /** Every row of the filters: the server counts it on the first chunk only (null after). */
  total: number | null;
  /** Where the next chunk starts; null after the last. */
  next: string | null;
}

export interface ExportButtonProps {
  /** File name without extension. */
  fileName: string;
  header: string[];
  /** Loads the chunk after a cursor (undefined for the first); the server decides what the user may see. */
  loadChunk: (after: string | undefined) => Promise<ExportChunk>;
}

type Format = 'csv' | 'xlsx';

/** Exports every row of the current filters to CSV or Excel, chunk by chunk, with progress and a way to stop. */
export function ExportButton({ fileName, header, loadChunk }: ExportButtonProps) {
  const intl = useIntl();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [failed, setFailed] = useState(false);
  const cancelled = useRef(false);

  const run = async (format: Format) => {
    cancelled.current = false;
    setFailed(false);
    setProgress({ done: 0, total: 0 });
    try {
      const rows: Cell[][] = [];
      let after: string | undefined;
      let total = 0;
      do {
        const chunk = await loadChunk(after);
        rows.push(...chunk.rows);
        total = chunk.total ?? total;
        setProgress({ done: rows.length, total });
        after = chunk.next ?? undefined;
      } while (after && !cancelled.current);
      if (cancelled.current) return;
      const files = await import('@/client/lib/table-file');
      download(
        format === 'csv' ? files.toCsv(header, rows) : await files.toXlsx(fileName, header, rows),
        `${fileName}.${format}`,
      );
    } catch {
      setFailed(true);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" busy={Boolean(progress)} onClick={() => run('csv')}>
        <FormattedMessage id="export.csv" />
      </Button>
      <Button variant="outline" busy={Boolean(progress)} onClick={() => run('xlsx')}>
        <FormattedMessage id="export.xlsx" />
      </Button>
      <span role="status" aria-live="polite" className="text-sm text-gray-800">
        {progress && (
          <span className="inline-flex items-center gap-2">
            <progress
              max={progress.total || undefined}
              value={progress.done}
              aria-label={intl.formatMessage({ id: 'export.progress.label' })}
            />
            <FormattedMessage
              id="export.progress"
              values={{
                done: progress.done,
                total: progress.total,
              }}
            />
            <Button
              variant="ghost"
              onClick={() => {
                cancelled.current = true;
              }}
            >
              <FormattedMessage id="common.cancel" />
            </Button>
          </span>
        )}
        {failed && (
          <span className="text-red-800">
            <FormattedMessage id="export.failed" />
          </span>
        )}
      </span>
    </div>
  );
}
