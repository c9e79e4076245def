/**
 * Latency of the reporting cycle (issue 39 §4) on PostgreSQL 15 with the national synthetic set:
 * every palika's reports of the last two fiscal years and this year's first period, mostly
 * approved or accepted, some late, some submitted, some returned.
 *   npm run bench:reporting                   a throwaway PostgreSQL (started and removed here)
 *   npm run bench:reporting -- --keep         leave it running and print its address, to --reuse it
 *   npm run bench:reporting -- --scale tenth  a smaller set
 * Prints p50 and p95 of the status board of the nation, a province and a district (each as its
 * own user), the inbox and the dashboards' finality, then of a move (a palika's submission and the
 * district's return of it, alternately, each with its digest of the period's figures).
 * It measures; it asserts nothing.
 */
import type { Database } from '@/server/db/database';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { type BenchDatabase, openBenchDatabase, timed } from './support/bench-database';
import {
  type TimedRequest,
  latencyLine,
  machineLoad,
  timeRequests,
} from './support/bench-requests';

const BIRATNAGAR = 60;

/** Every palika's reports of the years before this one and of this year's first period, once. */
async function loadReports(db: Database, year: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM report_periods',
  );
  if (count > 0) return count;
  await db.query(
    `WITH chosen AS (
      SELECT p.id AS palika_id, y AS fiscal_year, q AS period, random() AS r
      FROM palikas p, generate_series($1::int - 2, $1::int) y, generate_series(1, 3) q
      WHERE y < $1 OR q = 1),
    stated AS (
      SELECT *, CASE WHEN r < 0.45 THEN 'accepted' WHEN r < 0.8 THEN 'approved'
        WHEN r < 0.92 THEN 'submitted' ELSE 'open' END AS state FROM chosen)
    INSERT INTO report_periods (palika_id, fiscal_year, period, state, submitted_at, late, moved_at, moved_by)
    SELECT palika_id, fiscal_year, period, state, now(), r > 0.7 AND r < 0.8, now(),
      (SELECT id FROM users WHERE username = 'admin')
    FROM stated WHERE palika_id <> ${BIRATNAGAR} OR fiscal_year < $1`,
    [year],
  );
  await db.query(
    `INSERT INTO report_moves (palika_id, fiscal_year, period, move, from_state, to_state, moved_by, reason, digest, late)
    SELECT palika_id, fiscal_year, period,
      CASE state WHEN 'accepted' THEN 'accept' WHEN 'approved' THEN 'approve'
        WHEN 'submitted' THEN 'submit' ELSE 'return' END,
      CASE state WHEN 'accepted' THEN 'approved' WHEN 'approved' THEN 'submitted'
        WHEN 'submitted' THEN 'open' ELSE 'submitted' END,
      state, moved_by, CASE WHEN state = 'open' THEN 'Figures of a ward are missing' END, '{}', late
    FROM report_periods`,
  );
  await db.query('ANALYZE report_periods; ANALYZE report_moves');
  const [{ loaded }] = await db.query<{ loaded: number }>(
    'SELECT count(*)::int AS loaded FROM report_periods',
  );
  return loaded;
}

/** A palika's submission and the district's return of it, alternately: each move's time. */
async function timeMoves(bench: BenchDatabase, year: number): Promise<number[]> {
  const palika = await bench.tokenOf('palika');
  const district = await bench.tokenOf('district');
  const url = `/api/reports/${BIRATNAGAR}/${year}/1/moves`;
  const read = await bench.app.inject({
    method: 'GET',
    url: `/api/reports/${BIRATNAGAR}/${year}/1`,
    headers: { authorization: `Bearer ${palika}` },
  });
  let { version, state } = read.json() as { version: number; state: string };
  // A submission comments on each error the period has (the server requires it, decision 0053).
  const quality = await bench.app.inject({
    method: 'GET',
    url: `/api/reports/${BIRATNAGAR}/${year}/1/quality`,
    headers: { authorization: `Bearer ${palika}` },
  });
  const comments = (
    quality.json() as { violations: { rule: string; severity: string }[] }
  ).violations
    .filter((v) => v.severity === 'error')
    .map(({ rule }) => ({ rule, comment: 'Checked' }));
  const move = async () => {
    const submitting = state === 'open';
    const response = await bench.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${submitting ? palika : district}` },
      payload: submitting
        ? { move: 'submit', version, comments }
        : { move: 'return', version, reason: 'A ward is missing' },
    });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    ({ version, state } = response.json() as { version: number; state: string });
  };
  return timed(bench.runs, move);
}

const bench = await openBenchDatabase('national');
try {
  const { db } = bench;
  const year = currentFiscalYear();
  const reports = await loadReports(db, year);
  const [counts] = await db.query<{ persons: number; services: number; palikas: number }>(
    `SELECT (SELECT count(*)::int FROM pwd_persons) AS persons,
       (SELECT count(*)::int FROM service_records) AS services,
       (SELECT count(*)::int FROM palikas) AS palikas`,
  );
  console.log(
    `${counts.persons.toLocaleString('en-IN')} persons, ${counts.services.toLocaleString('en-IN')} services, ${counts.palikas} palikas, ${reports.toLocaleString('en-IN')} reports.`,
  );
  const loadAfter = machineLoad();
  const last = year - 1;
  const requests: TimedRequest[] = [
    ['admin', 'board: the nation (7 provinces)', `/api/reporting/board?fiscalYear=${last}`],
    ['province', 'board: Koshi (14 districts)', `/api/reporting/board?fiscalYear=${last}`],
    ['district', 'board: Morang (its 17 palikas)', `/api/reporting/board?fiscalYear=${last}`],
    [
      'admin',
      'finality: the nation, one period',
      `/api/reporting/finality?fiscalYear=${last}&trimester=2`,
    ],
    ['district', 'inbox: a district user', '/api/inbox'],
    ['palika', 'inbox: a palika user', '/api/inbox'],
  ];
  await timeRequests(bench, requests);
  const moves = await timeMoves(bench, year);
  latencyLine('move: submit and return, alternately', 'palika', moves);
  loadAfter();
} finally {
  await bench.close();
}
