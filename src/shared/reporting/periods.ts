import { fiscalPeriodOf, fiscalRange } from '@/shared/fiscal-year';

/**
 * The four-monthly reporting periods (issue 39): a report is one palika × fiscal year × period
 * (1 Shrawan–Kartik, 2 Mangsir–Falgun, 3 Chaitra–Asar), due a number of days after its last day.
 */
export const REPORT_PERIODS = [1, 2, 3] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Days after a period's last day its report is due, unless the setting REPORT_DUE_DAYS says otherwise. */
export const DEFAULT_REPORT_DUE_DAYS = 15;

/** `days` days after the ISO day `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The AD days a period spans, both inclusive; undefined outside the BS table. */
export function periodDays(
  fiscalYear: number,
  period: ReportPeriod,
): { first: string; last: string } | undefined {
  const range = fiscalRange(fiscalYear, period);
  return range && { first: range.from, last: addDays(range.until, -1) };
}

/** The last day a period's report is on time: its last day + `dueDays`. */
export function dueDate(
  fiscalYear: number,
  period: ReportPeriod,
  dueDays: number = DEFAULT_REPORT_DUE_DAYS,
): string | undefined {
  const days = periodDays(fiscalYear, period);
  return days && addDays(days.last, dueDays);
}

/** Whether a submission on the ISO day `submittedOn` (Nepal's day) is late: after the due date. */
export function isLate(
  submittedOn: string,
  fiscalYear: number,
  period: ReportPeriod,
  dueDays: number = DEFAULT_REPORT_DUE_DAYS,
): boolean {
  const due = dueDate(fiscalYear, period, dueDays);
  return due !== undefined && submittedOn > due;
}

/** The report period an ISO day counts in. */
export function reportPeriodOf(
  isoDate: string,
): { fiscalYear: number; period: ReportPeriod } | undefined {
  const found = fiscalPeriodOf(isoDate);
  return found && { fiscalYear: found.fiscalYear, period: found.trimester };
}

/** Whether a period has ended by the ISO day `today` (only an ended period is expected to report). */
export function periodEnded(fiscalYear: number, period: ReportPeriod, today: string): boolean {
  const days = periodDays(fiscalYear, period);
  return days !== undefined && today > days.last;
}

/** A fiscal year's report period. */
export interface YearPeriod {
  fiscalYear: number;
  period: ReportPeriod;
}

/** The period before one: the last of the year before for a year's first. */
export const periodBefore = ({ fiscalYear, period }: YearPeriod): YearPeriod =>
  period === 1
    ? { fiscalYear: fiscalYear - 1, period: 3 }
    : { fiscalYear, period: (period - 1) as ReportPeriod };

/** The last period that has ended by today (the one a palika reports now). */
export const lastEndedPeriod = (today: string): YearPeriod => periodBefore(reportPeriodOf(today)!);
