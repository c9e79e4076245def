/**
 * How long a national user on a slow rural line waits for the first dashboard's key figures:
 * Debian's Chromium with the network throttled to 1.6 Mbps down, 750 kbps up and 150 ms round trips,
 * against the production build served by the real server (embedded database, the demo accounts and
 * the `small` synthetic set). Cold: an empty browser cache. Warm: the same browser opening it again.
 * On a desktop screen in English, and on a 375 × 812 phone with the CPU slowed four times, in
 * English and in Nepali. Then Service Provided the same way: its first figure (the key figures, or
 * where a build has none its first chart), and whether the chart library's chunk (bar-chart-*.js)
 * had been asked for by then.
 *   npm run build && npm run bench:slow-line [-- --runs 5] (BENCH_PORT, default 8193)
 * Then a cold sign-in on the phone, in both languages (tests/bench/sign-in-slow-line.ts): the form
 * usable, its LCP, Sign in to the first key figure. SLOW_LINE=dashboards or =sign-in runs one part.
 * Prints the median and the slowest of the runs; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { benchSignIn } from './sign-in-slow-line';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
/** SLOW_LINE=dashboards or SLOW_LINE=sign-in runs one part only. */
const PARTS = (process.env.SLOW_LINE ?? 'dashboards,sign-in').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 8193);
interface Profile {
  name: string;
  locale: 'en' | 'np';
  phone: boolean;
}
const PROFILES: Profile[] = [
  { name: 'desktop, English', locale: 'en', phone: false },
  { name: 'phone 375 px, CPU ÷4, English', locale: 'en', phone: true },
  { name: 'phone 375 px, CPU ÷4, Nepali', locale: 'np', phone: true },
];
const BASE = `http://127.0.0.1:${PORT}`;
/** BENCH_CLIENT_DIR: another build's client (a copy of dist/client kept to compare), else dist/client. */
const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? 'dist/client';
if (!existsSync(`${CLIENT_DIR}/index.html`)) throw new Error('Build the app first: npm run build');

const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-slow-line-'));
const loading = await openPgliteDatabase(path.join(dataDir, 'pglite'));
await migrate(loading);
await seedFirstStart(loading, { demo: true });
await generate(loading, 'small', () => {});
await loading.close();

const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR,
  },
  stdio: 'ignore',
});
try {
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${BASE}/api/openapi.json`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  )
    await new Promise((r) => setTimeout(r, 500));
  const login = await (
    await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo@2083' }),
    })
  ).json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });

  /**
   * Opens a dashboard on a throttled line; answers the ms until the first key figure shows a number
   * (or, on a build whose Service Provided has none, its first chart), and whether the chart
   * library's chunk had been asked for by then.
   */
  const open = async (context: BrowserContext, { locale, phone }: Profile, route: string) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
    let chartAsked = false;
    page.on('request', (request) => {
      if (/\/bar-chart-[^/]*\.js$/.test(request.url())) chartAsked = true;
    });
    const started = performance.now();
    await page.goto(`${BASE}${locale === 'np' ? '/np' : ''}${route}`);
    await page
      .getByRole('region', { name: locale === 'np' ? 'मुख्य तथ्याङ्क' : 'Key figures' })
      .getByRole('link')
      .or(page.locator('main .recharts-surface'))
      .first()
      .waitFor();
    const elapsed = performance.now() - started;
    const asked = chartAsked;
    await page.close();
    return { elapsed, asked };
  };
  const results: { name: string; cold: number[]; warm: number[]; chartFirst: number }[] = [];
  const routes = PARTS.includes('dashboards') ? ['/dashboard', '/serviceProvided'] : [];
  for (const [route, profile] of routes.flatMap((r) => PROFILES.map((p) => [r, p] as const))) {
    const cold: number[] = [];
    const warm: number[] = [];
    let chartFirst = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(
        profile.phone
          ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
          : {},
      );
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('authorization', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: login.token, user: login.checkUser },
      );
      const first = await open(context, profile, route);
      const again = await open(context, profile, route);
      cold.push(first.elapsed);
      warm.push(again.elapsed);
      if (first.asked) chartFirst++;
      await context.close();
    }
    results.push({ name: `${route}, ${profile.name}`, cold, warm, chartFirst });
  }
  if (PARTS.includes('sign-in'))
    await benchSignIn(
      browser,
      BASE,
      PROFILES.filter((p) => p.phone),
      { runs: RUNS, password: 'Demo@2083' },
    );
  await browser.close();
  const median = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] / 1000;
  const slowest = (times: number[]) => Math.max(...times) / 1000;
  console.log(`First figure of a dashboard showing a number, on 1.6 Mbps / 150 ms (${RUNS} runs):`);
  console.log(
    '| page, screen | cold median | cold slowest | warm median | warm slowest | chart chunk asked before it (cold) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { name, cold, warm, chartFirst } of results)
    console.log(
      `| ${name} | ${median(cold).toFixed(2)} s | ${slowest(cold).toFixed(2)} s | ${median(warm).toFixed(2)} s | ${slowest(warm).toFixed(2)} s | ${chartFirst} of ${RUNS} |`,
    );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
