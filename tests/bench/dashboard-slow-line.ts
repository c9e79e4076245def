/**
 * How long a national user on a slow rural line waits for the first dashboard's key figures:
 * Debian's Chromium with the network throttled to 1.6 Mbps down, 750 kbps up and 150 ms round trips,
 * against the production build served by the real server (embedded database, the demo accounts and
 * the `small` synthetic set). Cold: an empty browser cache. Warm: the same browser opening it again.
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
  const open = async (context: BrowserContext) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
    const started = performance.now();
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole('region', { name: 'Key figures' }).getByRole('link').first().waitFor();
    const elapsed = performance.now() - started;
    await page.close();
    return elapsed;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('authorization', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: login.token, user: login.checkUser },
    );
    cold.push(await open(context));
    warm.push(await open(context));
    await context.close();
  }
  await browser.close();
  const show = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(6)} median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, slowest ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s (${RUNS} runs)`,
    );
  };
  console.log('First dashboard, key figures showing numbers, on 1.6 Mbps / 150 ms:');
  show('cold', cold);
  show('warm', warm);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
