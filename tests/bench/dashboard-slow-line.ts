/**
 * How long a national user on a slow rural line waits for the first dashboard's key figures:
 * Debian's Chromium with the network throttled to 1.6 Mbps down, 750 kbps up and 150 ms round trips,
 * against the production build served by the real server (embedded database, the demo accounts and
 * the `small` synthetic set). Cold: an empty browser cache. Warm: the same browser opening it again.
 * On a desktop screen in English, and on a 375 × 812 phone with the CPU slowed four times, in
 * English and in Nepali.
 *   npm run build && npm run bench:slow-line [-- --runs 5]
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

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const PORT = 8193;
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
if (!existsSync('dist/client/index.html')) throw new Error('Build the app first: npm run build');

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
    CLIENT_DIR: 'dist/client',
  },
  stdio: 'ignore',
});
try {
  for (
    let i = 0;
    i < 120 &&
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

  /** Opens the dashboard on a throttled line; answers the ms until the first key figure shows a number. */
  const open = async (context: BrowserContext, { locale, phone }: Profile) => {
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
    const started = performance.now();
    await page.goto(`${BASE}${locale === 'np' ? '/np' : ''}/dashboard`);
    await page
      .getByRole('region', { name: locale === 'np' ? 'मुख्य तथ्याङ्क' : 'Key figures' })
      .getByRole('link')
      .first()
      .waitFor();
    const elapsed = performance.now() - started;
    await page.close();
    return elapsed;
  };
  const results: { name: string; cold: number[]; warm: number[] }[] = [];
  for (const profile of PROFILES) {
    const cold: number[] = [];
    const warm: number[] = [];
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
      cold.push(await open(context, profile));
      warm.push(await open(context, profile));
      await context.close();
    }
    results.push({ name: profile.name, cold, warm });
  }
  await browser.close();
  const median = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] / 1000;
  const slowest = (times: number[]) => Math.max(...times) / 1000;
  console.log(`First dashboard, key figures showing numbers, on 1.6 Mbps / 150 ms (${RUNS} runs):`);
  console.log('| screen | cold median | cold slowest | warm median | warm slowest |');
  console.log('|---|---|---|---|---|');
  for (const { name, cold, warm } of results)
    console.log(
      `| ${name} | ${median(cold).toFixed(2)} s | ${slowest(cold).toFixed(2)} s | ${median(warm).toFixed(2)} s | ${slowest(warm).toFixed(2)} s |`,
    );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
