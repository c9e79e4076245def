/**
 * Latency of every dashboard tile's request on PostgreSQL with the synthetic national set loaded,
 * for a national, a province, a district and a palika user, beside the same figures read straight
 * from the raw rows (a direct GROUP BY over pwd_persons and service_records, as the summary cells
 * replace it) for the national user.
 *   npm run bench:dashboards                      national scale on a throwaway PostgreSQL
 *   BENCH_DATABASE_URL=postgres://… npm run bench:dashboards -- --reuse   an existing loaded database
 *   npm run bench:dashboards -- --keep / --scale small / --runs 40 / --raw-runs 1 / --only=summary
 * It measures; it asserts nothing.
 */
import { TenantScope } from '@/server/access/tenant-scope';
import { ensureAgesCurrent } from '@/server/features/dashboards/ages';
import { dashboardFigures } from '@/server/features/dashboards/figures';
import { dashboardPlaces } from '@/server/features/dashboards/places';
import { dashboardSummary } from '@/server/features/dashboards/summary';
import { type DashboardQuery, dashboardView } from '@/server/features/dashboards/view';
import type { Breakdown, Measure, Split } from '@/shared/dashboards/figures';
import { openBenchDatabase, percentile, stealMeter, timed } from './support/bench-database';

const FY = 'fiscalYear=2082';
const TILES: [string, string][] = [
  ['summary (KPI cards)', `summary?${FY}`],
  [
    'summary, filtered (type, sex, age)',
    `summary?${FY}&trimester=2&disabilityType=physical&gender=female&ageBand=18-59`,
  ],
  ['registrations by month', `figures?${FY}&measure=registrations&by=month`],
  ['services by month', `figures?${FY}&measure=services&by=month`],
  ['registered by type', `figures?${FY}&measure=registered&by=disabilityType`],
  ['registered by class', `figures?${FY}&measure=registered&by=severityClass`],
  ['registered by age band, women', `figures?${FY}&measure=registered&by=ageBand&gender=female`],
  ['places (map and table)', `places?${FY}`],
  ['services by component', `figures?${FY}&measure=services&by=component`],
  ['persons served by component', `figures?${FY}&measure=personsServed&by=component`],
  ['persons served by element', `figures?${FY}&measure=personsServed&by=element`],
  ['devices by type', `figures?${FY}&measure=services&by=device`],
  ['referrals by status', `figures?${FY}&measure=services&by=referral`],
  ['services by category', `figures?${FY}&measure=services&by=category`],
  ['services by provider', `figures?${FY}&measure=services&by=provider`],
  ['cost by funding source', `figures?${FY}&measure=cost&by=funding`],
  ['services by fiscal year', `figures?${FY}&measure=services&by=fiscalYear`],
  ['services by component and month', `figures?${FY}&measure=services&by=month&split=component`],
  ['group participants by sex', `figures?${FY}&measure=participants&by=gender`],
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const rawRuns = Number(
  process.argv.find((arg) => arg.startsWith('--raw-runs='))?.slice('--raw-runs='.length) ?? 1,
);
const bench = await openBenchDatabase();
try {
  const { app, db, runs } = bench;
  const users = { national: 'admin', province: 'province', district: 'district', palika: 'palika' };
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(users).map(async ([user, name]) => [user, await bench.tokenOf(name)]),
    ),
  );
  await ensureAgesCurrent(db);
  const nationalTenant = new TenantScope(
    {
      national: true,
      provinceIds: [],
      districtIds: [],
      palikaIds: [],
      reachProvinceIds: [],
      reachDistrictIds: [],
    },
    { userId: '', viaGroupId: null, role: 'ADMIN' },
  );

  /** The same tile computed from the raw rows: the app's own reading of them, with the cells turned off. */
  const direct = (path: string) => {
    const [endpoint, search] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(search)) as Record<string, string>;
    const typed = {
      ...query,
      fiscalYear: Number(query.fiscalYear),
      trimester: query.trimester ? Number(query.trimester) : undefined,
    } as unknown as DashboardQuery;
    const view = { ...dashboardView(typed, nationalTenant), cellsLevel: null };
    const context = { db, view, tenant: nationalTenant };
    if (endpoint === 'summary') return dashboardSummary(context);
    if (endpoint === 'places') return dashboardPlaces(context);
    return dashboardFigures(context, {
      measure: query.measure as Measure,
      by: query.by as Breakdown,
      split: query.split as Split | undefined,
    });
  };

  // All tiles through the app first, then the raw rows: reading 50 lakh rows between tiles would evict the cells from the cache.
  const tiles = TILES.filter(([name]) => !only || name.includes(only));
  const lines: { name: string; cells: string[]; nationalP50: number }[] = [];
  const stolen = stealMeter();
  for (const [name, path] of tiles) {
    const cells: string[] = [];
    let nationalP50 = 0;
    for (const user of Object.keys(users)) {
      const times = await timed(runs, async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/dashboards/${path}`,
          headers: { authorization: `Bearer ${tokens[user]}` },
        });
        if (response.statusCode !== 200)
          throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      });
      if (user === 'national') nationalP50 = percentile(times, 50);
      cells.push(
        `${percentile(times, 50).toFixed(1)}/${percentile(times, 95).toFixed(1)}`.padStart(20),
      );
    }
    lines.push({ name, cells, nationalP50 });
  }
  const steal = stolen();
  console.log(
    `\n${'tile'.padEnd(36)} ${Object.keys(users)
      .map((u) => `${u} p50/p95`.padStart(20))
      .join('')} ${'raw p50'.padStart(9)} ${'ratio'.padStart(7)}`,
  );
  for (const [index, [, path]] of tiles.entries()) {
    const { name, cells, nationalP50 } = lines[index];
    const raw = rawRuns > 0 ? await timed(rawRuns, () => direct(path), 0) : [];
    const rawP50 = raw.length ? percentile(raw, 50) : NaN;
    console.log(
      `${name.padEnd(36)} ${cells.join('')} ${rawP50.toFixed(0).padStart(9)} ${`${(rawP50 / nationalP50).toFixed(0)}×`.padStart(7)}`,
    );
  }
  console.log(`\nWhile the app's tiles were timed, ${steal}`);
} finally {
  await bench.close();
}
