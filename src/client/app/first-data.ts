import {
  dashboardKeys,
  fetchDashboardSummary,
} from '@/client/features/dashboards/api/dashboard-summary-request';
import { currentFiscalYear } from '@/shared/fiscal-year';

/** How long a request the first script asked waits to be taken into the query cache. */
const KEPT_MS = 30_000;

interface FirstRequest {
  key: readonly unknown[];
  request: () => Promise<unknown>;
}

/**
 * The first data the first script asks itself, before the app's code (with the query library) has
 * come: the bare dashboard (no filters in its URL), where every sign-in lands, whose query is the
 * current fiscal year's. A filtered view goes through the route's loader chunk (route-data.ts).
 */
const FIRST_DATA: Record<string, (search: URLSearchParams) => FirstRequest | undefined> = {
  dashboard: (search) => {
    if ([...search.keys()].length > 0) return undefined;
    const query = { fiscalYear: currentFiscalYear() };
    return { key: dashboardKeys.summary(query), request: () => fetchDashboardSummary(query) };
  },
};

let asked: { key: string; answer: Promise<unknown>; at: number } | undefined;

/** Asks a route's first data, once, if the first script knows it; the query cache takes it later. */
export function askFirstData(routeName: string, search: URLSearchParams): void {
  const first = FIRST_DATA[routeName]?.(search);
  if (!first) return;
  const key = JSON.stringify(first.key);
  if (asked?.key === key && Date.now() - asked.at < KEPT_MS) return;
  const answer = first.request();
  // A failure is the page's to show when it asks again.
  answer.catch(() => undefined);
  asked = { key, answer, at: Date.now() };
}

/** The answer asked for a query key, once: the query cache's prefetch waits for it instead of asking. */
export function takeFirstData<T>(key: readonly unknown[]): Promise<T> | undefined {
  if (!asked || asked.key !== JSON.stringify(key) || Date.now() - asked.at >= KEPT_MS)
    return undefined;
  const { answer } = asked;
  asked = undefined;
  return answer as Promise<T>;
}
