import { notFound } from '@/server/platform/http-error';
import type { Handlers } from '@/server/plugins/operations';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { periodDays } from '@/shared/reporting/periods';
import { reportKeyOf } from '../report-key';
import { listDataQuality } from './area-quality';
import { getReportQuality } from './report-quality';
import type { DistrictFiguresOf } from './figures-of';

/**
 * Data quality's operations (issue 40 §1, §2): a palika's period, and the places of an area. The
 * figures are read by the dashboards' SQL the application hands over.
 */
export function qualityHandlers(
  figuresOf: DistrictFiguresOf,
): Pick<Handlers, 'getReportQuality' | 'listDataQuality'> {
  return {
    getReportQuality: ({ db, params, tenant }) =>
      getReportQuality({ db, figuresOf }, reportKeyOf(tenant, params)),
    listDataQuality: ({ db, tenant, query }) => {
      const at = {
        fiscalYear: query.fiscalYear ?? currentFiscalYear(),
        period: query.period as 1 | 2 | 3,
      };
      if (!periodDays(at.fiscalYear, at.period)) throw notFound();
      return listDataQuality({ db, tenant, figuresOf }, query, at);
    },
  };
}
