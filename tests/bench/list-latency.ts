/**
 * Latency of the list and search endpoints on PostgreSQL with the synthetic data set loaded.
 *   npm run bench:lists                       national scale on a throwaway PostgreSQL (started and removed here)
 *   npm run bench:lists -- --scale small      a smaller set, for a quick look
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lists -- --reuse   an existing database already loaded
 *   npm run bench:lists -- --keep             leave the throwaway PostgreSQL running and print its address, to --reuse it
 * Prints the load time, then p50 and p95 of each request for a national user and a palika user.
 * It measures; it asserts nothing.
 */
import { openBenchDatabase, percentile, timed } from './support/bench-database';

const bench = await openBenchDatabase();
try {
  const { app, runs } = bench;
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
  console.log(
    `\n${'request'.padEnd(40)} ${'user'.padEnd(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(9)}`,
  );
  for (const [name, path] of requests) {
    for (const [user, token] of Object.entries(users)) {
      let total = 0;
      const times = await timed(runs, async () => {
        const response = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        total = response.json().total;
      });
      console.log(
        `${name.padEnd(40)} ${user.padEnd(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${total.toLocaleString('en-IN').padStart(9)}`,
      );
    }
  }
} finally {
  await bench.close();
}
