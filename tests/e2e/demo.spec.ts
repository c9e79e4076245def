import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, signIn } from './support';

/** The number a key-figure card shows (digits with grouping, once loaded). */
async function keyFigure(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Key figures' })
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  const number = card.getByText(/^[\d,]+$/).first();
  await expect(number).toBeVisible();
  return Number((await number.innerText()).replaceAll(',', ''));
}

test('the first start in demo mode shows a living product: national figures, palikas reporting, and a palika’s persons', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  // The journeys add a few persons of their own; only the demo data set makes these figures.
  expect(await keyFigure(page, 'Persons registered')).toBeGreaterThan(1000);
  expect(await keyFigure(page, 'Services given')).toBeGreaterThan(500);
  expect(await keyFigure(page, 'Palikas reporting this period')).toBeGreaterThan(100);
  await page.locator('#places-heading').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /^Koshi Province: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Madhesh Province: / })).toBeVisible();
});

test('the second demo palika has its own registered persons', async ({ page }) => {
  await signIn(page, 'palika2');
  await expectDashboard(page);
  await page.goto('/pwd/profile/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persons with disabilities');
  // Nobody but the demo data set registers persons in Sundarharaicha.
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(25);
});

test.describe('DEMO_DATA=none', () => {
  const port = 8191;
  let server: ChildProcess;

  test.beforeAll(async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cbr-empty-')), 'data');
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: process.env.E2E_CLIENT_DIR,
        DATABASE_URL: '',
        DEMO_DATA: 'none',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${port}/api/openapi.json`).catch(() => undefined))?.status,
        { timeout: 60_000 },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server.kill();
  });

  test('starts empty: the demo accounts sign in, and every key figure is zero', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    for (const label of ['Persons registered', 'Services given', 'Palikas reporting this period'])
      expect(await keyFigure(page, label)).toBe(0);
  });
});
