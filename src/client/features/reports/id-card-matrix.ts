import type { Schemas } from '@/shared/api/types';
import { GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import { addDays } from '@/shared/reporting/periods';
import { ID_CARD_ROWS, type IdCardRow } from '@/shared/reports/id-card-rows';

type Report = Schemas['IdCardReport'];
type Gender = (typeof GENDERS)[number];
type SeverityClass = (typeof SEVERITY_CLASSES)[number];

/** The three figures of each class: before the period, in it, to date. */
export const WINDOWS = ['before', 'during', 'toDate'] as const;
export type Window = (typeof WINDOWS)[number];
/** The four classes and their sum (which also holds a card recorded without a class). */
export const MATRIX_CLASSES = [...SEVERITY_CLASSES, null] as const;

export type Counts = Record<Window, number>;
/** One line of the matrix: a row (null: all types) and a sex (null: all), each class's counts. */
export interface MatrixLine {
  row: IdCardRow | null;
  gender: Gender | null;
  counts: Map<SeverityClass | null, Counts>;
}

const zero = (): Counts => ({ before: 0, during: 0, toDate: 0 });

/**
 * The report's cells laid out as the DWCD MIS printed them: the twelve rows and their sum, each
 * with a line per sex and their sum, each line with the four classes and their sum, each class
 * before / in / to date. Every line is there, with zeros, so that every printed report has the
 * same shape.
 */
export function matrixLines(report: Report): MatrixLine[] {
  const lines = [...ID_CARD_ROWS, null].flatMap((row) =>
    [...GENDERS, null].map((gender) => ({
      row,
      gender,
      counts: new Map(MATRIX_CLASSES.map((severity) => [severity, zero()])),
    })),
  );
  const lineOf = (row: IdCardRow | null, gender: Gender | null) =>
    lines.find((line) => line.row === row && line.gender === gender)!;
  for (const cell of report.cells) {
    for (const row of [cell.row, null])
      for (const gender of [cell.gender, null])
        for (const severity of cell.severityClass ? [cell.severityClass, null] : [null]) {
          const counts = lineOf(row, gender).counts.get(severity)!;
          for (const window of WINDOWS) counts[window] += cell[window];
        }
  }
  return lines;
}

/**
 * The persons list behind one figure (decision 0056: the same row, class, sex and card dates the
 * server counted), in the report's place.
 */
export function figureQuery(
  report: Report,
  line: Pick<MatrixLine, 'row' | 'gender'>,
  severity: SeverityClass | null,
  window: Window,
): Record<string, string | number | boolean | undefined> {
  const { provinceId, districtId, palikaId } = report.place;
  return {
    provinceId: provinceId ?? undefined,
    districtId: districtId ?? undefined,
    palikaId: palikaId ?? undefined,
    cardRow: line.row ?? undefined,
    severityClass: severity ?? undefined,
    gender: line.gender ?? undefined,
    cardHeld: true,
    cardIssuedFrom: window === 'during' ? report.from : undefined,
    cardIssuedTo: window === 'before' ? addDays(report.from, -1) : report.to,
  };
}
