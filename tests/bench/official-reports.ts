/**
 * Latency of the official reports (issue 41 §3) on PostgreSQL 15 with the national synthetic set,
 * each through the API as its own user: the ID-card matrix of the nation, a province, a district
 * and a palika, for the last fiscal year's second period.
 *   npm run bench:reports                                  a throwaway PostgreSQL (started and removed)
 *   BENCH_DATABASE_URL=postgres://…/cbr_bench npm run bench:reports -- --reuse
 * Prints p50 and p95 of each request. It measures; it asserts nothing.
 */
import { currentFiscalYear } from '@/shared/fiscal-year';
import { openBenchDatabase } from './support/bench-database';
import { type TimedRequest, machineLoad, timeRequests } from './support/bench-requests';

const bench = await openBenchDatabase('national');
try {
  const [counts] = await bench.db.query<{ persons: number; cards: number }>(
    `SELECT count(*)::int AS persons, count(*) FILTER (WHERE card_issue_date IS NOT NULL)::int AS cards
       FROM pwd_persons WHERE deleted_at IS NULL`,
  );
  console.log(
    `${counts.persons.toLocaleString('en-IN')} persons, ${counts.cards.toLocaleString('en-IN')} with a card's issue date.`,
  );
  const loadAfter = machineLoad();
  const cards = `/api/official-reports/id-cards?fiscalYear=${currentFiscalYear() - 1}&period=2`;
  const requests: TimedRequest[] = [
    ['admin', 'ID-card matrix: the nation', cards],
    ['province', 'ID-card matrix: Koshi', cards],
    ['district', 'ID-card matrix: Morang', cards],
    ['palika', 'ID-card matrix: Biratnagar', cards],
  ];
  await timeRequests(bench, requests);
  loadAfter();
} finally {
  await bench.close();
}
