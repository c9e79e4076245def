import type { TenantScope } from '@/server/access/tenant-scope';
import { notFound } from '@/server/platform/http-error';
import { type ReportPeriod, periodDays } from '@/shared/reporting/periods';

/** One report: a palika × fiscal year × four-month period. */
export interface ReportKey {
  palikaId: number;
  fiscalYear: number;
  period: ReportPeriod;
}

/** A report's key from its path, readable by the caller: 404 outside the caller's area or the calendar. */
export function reportKeyOf(
  tenant: TenantScope,
  params: { palikaId: number; fiscalYear: number; period: number },
): ReportKey {
  tenant.assertReadable(params.palikaId);
  const key = { ...params, period: params.period as ReportPeriod };
  if (!periodDays(key.fiscalYear, key.period)) throw notFound();
  return key;
}

/** The audit's id of a report. */
export const reportEntityId = ({ palikaId, fiscalYear, period }: ReportKey) =>
  `${palikaId}/${fiscalYear}/${period}`;
