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
  const places = page.getByRole('table', { name: 'Places ranked by Registered' });
  await expect(places.getByRole('button', { name: 'Koshi Province', exact: true })).toBeVisible();
  await expect(places.getByRole('button', { name: 'Madhesh Province', exact: true })).toBeVisible();
  await expect(
    page.locator('figure svg[role="img"] title', { hasText: /^Koshi Province: [\d,]+$/ }),
  ).toHaveCount(1);
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

  test('starts empty: the demo accounts sign in, every key figure is zero, and the dashboard says where nothing is recorded and what to try', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    for (const label of ['Persons registered', 'Services given', 'Palikas reporting this period'])
      expect(await keyFigure(page, label)).toBe(0);
    const nothing = page.getByRole('region', { name: /^Nothing recorded for Nepal in / });
    await expect(nothing).toBeVisible();
    // No empty axes or five "0–0" map steps: each chart and the map say there is nothing to draw
    // (a chart asks for its figures when it comes into view).
    await page.getByRole('region', { name: 'New registrations by month' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('Nothing recorded for these filters.').first()).toBeVisible();
    await page.locator('#places-heading').scrollIntoViewIfNeeded();
    await expect(page.getByText('nothing to shade in this view')).toBeVisible();
    const heading = await nothing.getByRole('heading').innerText();
    const year = Number(heading.match(/(\d{4})\/\d{2}$/)![1]);
    await nothing.getByRole('button', { name: `See ${year - 1}/` }).click();
    await expect(page).toHaveURL(new RegExp(`fiscalYear=${year - 1}`));
    await expect(nothing.getByRole('heading')).toHaveText(new RegExp(`in ${year - 1}/`));
    await nothing.getByRole('link', { name: 'Open the list of persons with disabilities' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persons with disabilities');
    await expect(page.getByText('No person is registered in your area yet')).toBeVisible();
  });
});
