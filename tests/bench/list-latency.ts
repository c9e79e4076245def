/**
 * Latency of the list and search endpoints on PostgreSQL with the synthetic data set loaded.
 *   npm run bench:lists                       national scale on a throwaway PostgreSQL (started and removed here)
 *   npm run bench:lists -- --scale small      a smaller set, for a quick look
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lists -- --reuse   an existing database already loaded
 *   npm run bench:lists -- --keep             leave the throwaway PostgreSQL running and print its address, to --reuse it
 * Prints the load time, then p50 and p95 of each request for a national user and a palika user.
 * It measures; it asserts nothing.
 */
import { openBenchDatabase, printLatencies } from './support/bench-database';

const bench = await openBenchDatabase();
try {
  const users = { national: await bench.tokenOf('admin'), palika: await bench.tokenOf('palika') };
  const requests: [string, string][] = [
    ['profiles: first page', '/api/pwd/profiles'],
    [
      'profiles: filtered (type, sex, class)',
      '/api/pwd/profiles?disabilityType=visual&gender=female&severityClass=B',
    ],
    ['profiles: deep page (page 200)', '/api/pwd/profiles?page=200'],
    [
      'profiles: name search (Devanagari)',
      `/api/pwd/profiles?search=${encodeURIComponent('सीता थापा')}`,
    ],
    ['profiles: name search (Latin)', '/api/pwd/profiles?search=gurung'],
    ['services: first page with totals', '/api/services/records'],
    ['services: fiscal year and component', '/api/services/records?fiscalYear=2082&categoryId=1'],
    // The lists a dashboard drills to: persons served in a year, services to an age band.
    ['profiles: served in a fiscal year', '/api/pwd/profiles?servedFiscalYear=2082'],
    ['services: fiscal year and age band', '/api/services/records?fiscalYear=2082&ageBand=18-59'],
  ];
  await printLatencies(bench, users, requests);
} finally {
  await bench.close();
}
