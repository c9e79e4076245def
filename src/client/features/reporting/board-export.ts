import type { PeriodWords } from '@/client/lib/reporting-words';
import type { Cell } from '@/client/lib/table-file';
import type { Schemas } from '@/shared/api/types';

type Board = Schemas['ReportingBoard'];

const FIGURES = [
  'expected',
  'submitted',
  'onTime',
  'late',
  'approved',
  'accepted',
  'returned',
  'completeness',
  'timeliness',
] as const;

/**
 * The status board as a file: one row per place × period, with the palika's state, the counts and
 * the percentages, headed in the reader's language (numbers stay numbers for a spreadsheet).
 */
export function boardFile(board: Board, words: PeriodWords, t: (id: string) => string) {
  const header = [
    t(`reporting.board.level.${board.level}`),
    t('reporting.export.period'),
    t('reporting.export.state'),
    ...FIGURES.map((figure) => t(`reporting.figure.${figure}`)),
  ];
  const rows: Cell[][] = board.rows.flatMap((row) =>
    row.cells.map((cell) => [
      words.locale === 'np' ? row.nameNe : row.nameEn,
      words.period(board.fiscalYear, cell.period),
      cell.state ? words.state(cell.state) : null,
      ...FIGURES.map((figure) => cell[figure]),
    ]),
  );
  return { header, rows };
}
