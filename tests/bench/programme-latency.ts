/**
 * Latency of the programme's reads on PostgreSQL 15 with the programme loaded at its whole extent:
 * every batch palika's hierarchy for five fiscal years and three recorded values an activity a year.
 *   npm run bench:programme               a throwaway PostgreSQL (started and removed here)
 *   npm run bench:programme -- --keep     leave it running and print its address, to --reuse it
 * Prints what was loaded, then p50 and p95 of each request (the hierarchy, the values, the
 * programme's dashboard figures) for a national and a palika user.
 * It measures; it asserts nothing.
 */
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { openBenchDatabase, printLatencies } from './support/bench-database';

const bench = await openBenchDatabase('programme');
try {
  const { db } = bench;
  const [loaded] = await db.query<{ activities: number; values: number; palikas: number }>(
    `SELECT (SELECT count(*)::int FROM palika_activities) AS activities,
       (SELECT count(*)::int FROM activity_values) AS values,
       (SELECT count(DISTINCT palika_id)::int FROM palika_activities) AS palikas`,
  );
  console.log(
    `Programme: ${loaded.activities.toLocaleString('en-IN')} activities of ${loaded.palikas} palikas, ${loaded.values.toLocaleString('en-IN')} recorded values.`,
  );
  const year = fiscalPeriodOf(new Date().toISOString().slice(0, 10))?.fiscalYear ?? 2083;
  const biratnagar = 60;
  const users = { national: await bench.tokenOf('admin'), palika: await bench.tokenOf('palika') };
  const requests: [string, string][] = [
    [
      "activities: a palika's year (the tree)",
      `/api/programme/activities?palikaId=${biratnagar}&fiscalYear=${year}&pageSize=100`,
    ],
    ['values: first page with totals', '/api/programme/values'],
    ['values: one fiscal year with totals', `/api/programme/values?fiscalYear=${year - 1}`],
    [
      "values: a palika's period (the grid)",
      `/api/programme/values?palikaId=${biratnagar}&fiscalYear=${year - 1}&trimester=2&pageSize=100`,
    ],
    ['dashboard: the programme against plan', `/api/dashboards/programme?fiscalYear=${year - 1}`],
    [
      'dashboard: output by four-month period',
      `/api/dashboards/figures?fiscalYear=${year - 1}&measure=achievedOutput&by=period`,
    ],
    [
      'dashboard: activities planned by year',
      `/api/dashboards/figures?fiscalYear=${year}&measure=activitiesPlanned&by=fiscalYear`,
    ],
  ];
  await printLatencies(bench, users, requests);
} finally {
  await bench.close();
}
