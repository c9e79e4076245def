import { useIntl } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import { FIRST_SUBTYPE_ROW, type IdCardRow } from '@/shared/reports/id-card-rows';
import type { Window } from './id-card-matrix';

/** The subtype rows' type: "Vision — Blind". */
const TYPE_OF_ROW: Partial<Record<IdCardRow, string>> = Object.fromEntries(
  Object.entries(FIRST_SUBTYPE_ROW).flatMap(([type, { row, otherwise }]) => [
    [row, type],
    [otherwise, type],
  ]),
);

/**
 * The official reports' words in the reader's language (with the reporting cycle's: years,
 * periods, numbers with Devanagari digits and lakh grouping on Nepali screens).
 */
export function useReportWords() {
  const intl = useIntl();
  const period = usePeriodWords();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return {
    ...period,
    t,
    /** A row of the ID-card matrix: its type, and its sub-type where it has one; null: all types. */
    row: (row: IdCardRow | null) => {
      if (row === null) return t('reports.idCards.allTypes');
      const type = TYPE_OF_ROW[row];
      return type
        ? `${t(`enum.disabilityType.${type}`)} — ${t(`enum.subtype.${row}`)}`
        : t(`enum.disabilityType.${row}`);
    },
    severity: (severity: string | null) =>
      severity ? t(`enum.severity.${severity}`) : t('reports.idCards.allClasses'),
    sex: (gender: string | null) =>
      gender ? t(`enum.gender.${gender}`) : t('reports.idCards.allSexes'),
    window: (window: Window) => t(`reports.idCards.${window}`),
    /** "2082/83, period 2 (Mangsir–Falgun)", or the year alone. */
    windowOf: (fiscalYear: number, reportPeriod: number | null) =>
      reportPeriod ? period.period(fiscalYear, reportPeriod) : period.year(fiscalYear),
  };
}

export type ReportWords = ReturnType<typeof useReportWords>;
