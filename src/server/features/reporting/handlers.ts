import type { Queryable } from '@/server/db/database';
import type { Handlers } from '@/server/plugins/operations';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { periodErrors } from './quality/report-quality';
import { type ReportKey, reportKeyOf } from './report-key';
import { moveReport } from './report-move';
import { getReport } from './report-read';
import { listReportSummaries } from './report-rows';
import type { DistrictFiguresOf } from './quality/figures-of';
import type { FiguresOf } from './report-figures';

/**
 * The report resource's operations; the figures are read by the dashboards' SQL the application
 * hands over: a palika's, and its district's (the period's errors a submission comments on).
 */
export function reportHandlers(
  figuresOf: FiguresOf,
  districtFigures: DistrictFiguresOf,
): Pick<Handlers, 'listReports' | 'getReport' | 'moveReport'> {
  return {
    listReports: async ({ db, tenant, query, config }) => {
      const fiscalYear = query.fiscalYear ?? currentFiscalYear();
      const items = await listReportSummaries(
        db,
        tenant,
        { ...query, fiscalYear },
        config.reportDueDays,
      );
      return { fiscalYear, items };
    },
    getReport: ({ db, tenant, params, config }) =>
      getReport(
        { db, tenant, figuresOf, dueDays: config.reportDueDays },
        reportKeyOf(tenant, params),
      ),
    moveReport: async ({ db, tenant, params, body, config }) => {
      const key = reportKeyOf(tenant, params);
      const dueDays = config.reportDueDays;
      const errorsOf = (tx: Queryable, at: ReportKey) => periodErrors(tx, districtFigures, at);
      await moveReport({ db, tenant, figuresOf, errorsOf, dueDays }, key, body);
      return getReport({ db, tenant, figuresOf, dueDays }, key);
    },
  };
}
