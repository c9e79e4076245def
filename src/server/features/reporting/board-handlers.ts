import type { Handlers } from '@/server/plugins/operations';
import { reportingBoard } from './board';
import { reportingFinality } from './finality';
import { getInbox } from './inbox';

/** Where each user sees the reporting cycle (issue 39 §3): the board, the dashboards' finality, the inbox. */
export const reportingStatusHandlers = {
  reportingBoard: ({ db, tenant, query, config }) =>
    reportingBoard(db, tenant, query, config.reportDueDays),
  reportingFinality: ({ db, tenant, query }) => reportingFinality(db, tenant, query),
  getInbox: ({ db, tenant, config }) => getInbox(db, tenant, config.reportDueDays),
} satisfies Partial<Handlers>;
