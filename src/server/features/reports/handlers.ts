import type { Handlers } from '@/server/plugins/operations';
import { idCardReport } from './id-card-report';

/** The official reports (issue 41), each of a place in the reader's area, a year and a period. */
export const officialReportHandlers = {
  idCardReport: ({ db, tenant, query }) => idCardReport(db, tenant, query),
} satisfies Partial<Handlers>;
