import { HttpError } from '@/server/platform/http-error';
import type { Handlers } from '@/server/plugins/operations';

const notYet = () => new HttpError(503, 'busy', 'Data quality is being built');

/** Data quality's operations (issue 40 §1, §2): the contract first; the reads follow. */
export function qualityHandlers(): Pick<Handlers, 'getReportQuality' | 'listDataQuality'> {
  return {
    getReportQuality: () => Promise.reject(notYet()),
    listDataQuality: () => Promise.reject(notYet()),
  };
}
