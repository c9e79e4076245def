import { TABLE_LIMITS, TableFileError } from '@/client/lib/table-limits';
import { IMPORT_BODY_LIMIT } from '@/shared/import-limits';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Each limit of a file, as its message gives it (megabytes, rows, columns, seconds). */
const LIMIT_OF: Record<TableFileError['reason'], number> = {
  fileSize: TABLE_LIMITS.fileMegabytes,
  unpackedSize: TABLE_LIMITS.unpackedMegabytes,
  rows: TABLE_LIMITS.rows,
  columns: TABLE_LIMITS.columns,
  time: TABLE_LIMITS.seconds,
  notSpreadsheet: 0,
  bodySize: Math.floor(IMPORT_BODY_LIMIT / 1_000_000),
};

/**
 * Why a file could not be imported, in the reader's language: the limit it passes by name
 * ("The file has 5,200 rows; at most 5,000 can be imported at once"), or, for anything else
 * (the connection), that it could not be read or sent.
 */
export function importFailureMessage(
  error: unknown,
  t: Translate,
  n: (value: number) => string,
): string {
  if (!(error instanceof TableFileError)) return t('import.failed');
  const max = n(LIMIT_OF[error.reason]);
  if (error.reason === 'rows' && error.count === undefined)
    return t('import.limit.rowsOver', { max });
  return t(`import.limit.${error.reason}`, { max, rows: error.count ?? 0 });
}
