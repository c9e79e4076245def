import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';
import type { ReportMove } from '@/shared/reporting/moves';
import type { ErrorComment } from '../error-comments';

export const reportingKeys = {
  all: ['reporting'] as const,
  board: (query: object) => [...reportingKeys.all, 'board', query] as const,
  report: (palikaId: number, fiscalYear: number, period: number) =>
    [...reportingKeys.all, 'report', palikaId, fiscalYear, period] as const,
  inbox: () => [...reportingKeys.all, 'inbox'] as const,
};

export const boardQuery = (query: Partial<QueryOf<'reportingBoard'>>) =>
  queryOptions({
    queryKey: reportingKeys.board(query),
    queryFn: () => apiGet('/api/reporting/board', { params: { query } }),
  });

export const reportQuery = (palikaId: number, fiscalYear: number, period: number) =>
  queryOptions({
    queryKey: reportingKeys.report(palikaId, fiscalYear, period),
    queryFn: () =>
      apiGet('/api/reports/{palikaId}/{fiscalYear}/{period}', {
        params: { path: { palikaId, fiscalYear, period } },
      }),
  });

/** The inbox: asked again every minute and on a return to the tab, so the header's count stays true. */
export const inboxQuery = () =>
  queryOptions({
    queryKey: reportingKeys.inbox(),
    queryFn: () => apiGet('/api/inbox'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export interface MoveInput {
  move: ReportMove;
  reason?: string;
  /** A submission's comment on each error of the period (decision 0053). */
  comments?: ErrorComment[];
  version: number;
}

/** A move of one report from the version read; the board, the inbox and the dashboards' finality follow. */
export function useMoveReport(palikaId: number, fiscalYear: number, period: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ move, reason, comments, version }: MoveInput) =>
      apiPost('/api/reports/{palikaId}/{fiscalYear}/{period}/moves', {
        params: { path: { palikaId, fiscalYear, period } },
        body: {
          move,
          reason: reason?.trim() ? reason.trim() : null,
          ...(comments?.length ? { comments } : {}),
          version,
        },
      }),
    onSuccess: (report) => {
      client.setQueryData(reportingKeys.report(palikaId, fiscalYear, period), report);
      void client.invalidateQueries({ queryKey: reportingKeys.all });
      void client.invalidateQueries({ queryKey: ['dashboards'] });
    },
  });
}
