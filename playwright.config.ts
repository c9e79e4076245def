import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The journeys run Debian's Chromium against the production build (the client and the compiled
 * server) on a fresh embedded database with the demo accounts. The client build is copied so a test
 * may change its builds/latest.json without touching dist/.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
if (!process.env.E2E_CLIENT_DIR) {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js'))
    throw new Error('Build the app first: npm run build');
  const work = mkdtempSync(path.join(tmpdir(), 'cbr-e2e-'));
  cpSync('dist/client', path.join(work, 'client'), { recursive: true });
  process.env.E2E_CLIENT_DIR = path.join(work, 'client');
  process.env.E2E_DATA_DIR = path.join(work, 'data');
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /phone\.spec\.ts/ },
    {
      // A 375 × 812 phone with touch (issue 16): the layout a palika worker meets in the field.
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/openapi.json`,
    reuseExistingServer: false,
    // The first start loads the demo data set: about a minute on a calm machine, several when
    // other work shares the two cores.
    timeout: 360_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      CLIENT_DIR: process.env.E2E_CLIENT_DIR!,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, as an office of many users behind one address would;
      // the suite's several hundred sign-ins in a quarter of an hour are not an attack (the limit's own
      // test is in tests/api/auth-login.test.ts).
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
    },
  },
});
