import type { Cell } from '@/client/lib/table-file';
import type { Schemas } from '@/shared/api/types';
import { MATRIX_CLASSES, WINDOWS, matrixLines } from './id-card-matrix';
import type { ReportWords } from './report-words';

/** The ID-card matrix as a file: a line per type and sex, each class's three figures as numbers. */
export function idCardFile(report: Schemas['IdCardReport'], words: ReportWords) {
  const header = [
    words.t('reports.idCards.type'),
    words.t('reports.idCards.sex'),
    ...MATRIX_CLASSES.flatMap((severity) =>
      WINDOWS.map((window) => `${words.severity(severity)}: ${words.window(window)}`),
    ),
  ];
  const rows: Cell[][] = matrixLines(report).map((line) => [
    words.row(line.row),
    words.sex(line.gender),
    ...MATRIX_CLASSES.flatMap((severity) =>
      WINDOWS.map((window) => line.counts.get(severity)![window]),
    ),
  ]);
  return { header, rows };
}
