import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import type { Schemas } from '@/shared/api/types';
import { movesAllowed } from '@/shared/reporting/moves';
import { comparedMove, reportChanges } from './report-changes';
import { reportHistory } from './report-history';
import { reportSummary } from './report-rows';
import type { FiguresOf } from './report-figures';
import type { ReportKey } from './report-key';

export interface ReportReading {
  db: Queryable;
  tenant: TenantScope;
  figuresOf: FiguresOf;
  dueDays: number;
}

/**
 * A report as its reader sees it: where it stands, the moves the reader may make now, its figures
 * live, what changed since the submission or approval it is compared with, and its whole history.
 */
export async function getReport(
  { db, tenant, figuresOf, dueDays }: ReportReading,
  key: ReportKey,
): Promise<Schemas['Report']> {
  const summary = await reportSummary(db, tenant, key, dueDays);
  if (!summary) throw notFound();
  const figures = await figuresOf(db, tenant, key);
  const history = await reportHistory(db, key);
  const changes = await reportChanges(db, key, comparedMove(history, summary.state), figures);
  return {
    ...summary,
    movesAllowed: movesAllowed(tenant.actor.role, summary.state),
    figures,
    changes,
    history,
  };
}
