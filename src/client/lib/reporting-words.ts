import { useIntl } from 'react-intl';
import { formatDateTime, formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import type { ReportMove, ReportState } from '@/shared/reporting/moves';
import type { ReportPeriod } from '@/shared/reporting/periods';

/** The states a report is locked in: by a submission, an approval or an acceptance. */
export type LockedState = Exclude<ReportState, 'open'>;
export type PeriodNumber = ReportPeriod;

/** Why a record's period is locked: the details of a `periodLocked` refusal or of a report. */
export interface PeriodLock {
  palikaId: number;
  fiscalYear: number;
  period: PeriodNumber;
  state: LockedState;
  /** Who moved the period into its state, by name. */
  movedBy: string;
  movedAt: string;
}

/** The places a lock's way out names, in the reader's language. */
export interface LockPlaces {
  palika: string;
  district: string;
  province: string;
}

/**
 * The reporting cycle's words in the reader's language: a fiscal year (`2083/84`, `२०८३/८४`), a
 * four-month period with its BS months ("Period 1 (Shrawan–Kartik)", "पहिलो चौमासिक (साउन–कात्तिक)"),
 * a state and a moment, with Devanagari digits on Nepali screens.
 */
export function usePeriodWords() {
  const intl = useIntl();
  const locale = useLocale();
  const year = (fiscalYear: number) => formatDigits(fiscalYearLabel(fiscalYear), locale);
  const periodName = (period: number) => intl.formatMessage({ id: `reporting.period.${period}` });
  const months = (period: number) => intl.formatMessage({ id: `reporting.months.${period}` });
  return {
    locale,
    number: (value: number) => intl.formatNumber(value),
    percent: (value: number) => intl.formatNumber(value, { style: 'percent' }),
    year,
    /** "Period 1" / "पहिलो चौमासिक". */
    periodName,
    /** "Shrawan–Kartik" / "साउन–कात्तिक". */
    months,
    /** "2083/84, period 1 (Shrawan–Kartik)". */
    period: (fiscalYear: number, period: number) =>
      intl.formatMessage(
        { id: 'reporting.periodOfYear' },
        { year: year(fiscalYear), period: periodName(period), monthNames: months(period) },
      ),
    state: (state: ReportState) => intl.formatMessage({ id: `reporting.state.${state}` }),
    move: (move: ReportMove) => intl.formatMessage({ id: `reporting.move.${move}` }),
    moment: (iso: string) => formatDateTime(iso, locale),
  };
}

export type PeriodWords = ReturnType<typeof usePeriodWords>;
