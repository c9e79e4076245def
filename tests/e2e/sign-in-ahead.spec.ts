import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, signIn } from './support';

/**
 * The sign-in form is in the page's HTML (decision 0055): on a slow line it is read, filled and
 * pressed before the app's first script has come, and nothing done there is lost when the app takes
 * over. The first script is held here as long as the test wants, as a slow line would hold it.
 */

const FIRST_SCRIPT = /\/assets\/index-[^/]+\.js$/;
const EVERY_SCRIPT = /\.js$/;

/** Holds the app's first script (or every script file) until the answer's `release` is called. */
async function holdFirstScript(
  page: Page,
  scripts = FIRST_SCRIPT,
): Promise<{ release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(scripts, async (route) => {
    asked ||= FIRST_SCRIPT.test(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The Content-Security-Policy refusals the page reports (the inline session mark included). */
function refusals(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test('the form in the HTML signs in before any script file has come', async ({ page }) => {
  const refused = refusals(page);
  // Its own script is inline: the HTML alone answers a press.
  const script = await holdFirstScript(page, EVERY_SCRIPT);
  // Not to the page's load, which waits for the first script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page).toHaveTitle('Login Page · CBR Nepal');
  await page.getByLabel('Username').fill('palika');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const signingIn = page.waitForRequest(
    (request) => request.url().endsWith('/api/auth/login') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const request = await signingIn;
  expect(request.postDataJSON()).toEqual({ username: 'palika', password: DEMO_PASSWORD });
  expect(script.asked()).toBe(true);
  await expect(page.locator('form[data-drawn-ahead]')).toHaveCount(1);
  script.release();
  await expectDashboard(page);
  expect(refused).toEqual([]);
});

test('what was typed and where the focus was are kept when the app takes over, in Nepali', async ({
  page,
}) => {
  const script = await holdFirstScript(page);
  await page.goto('/np', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लगइन गर्नुहोस्');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.getByLabel('प्रयोगकर्ता नाम').fill('palika');
  await page.getByLabel('पासवर्ड', { exact: true }).focus();
  await page.keyboard.type('abc');
  script.release();
  await expect(page.locator('form[data-drawn-ahead]')).toHaveCount(0);
  await expect(page.getByLabel('प्रयोगकर्ता नाम')).toHaveValue('palika');
  await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveValue('abc');
  await expect(page.getByLabel('पासवर्ड', { exact: true })).toBeFocused();
  // The app's own form now: typing goes on where it stopped.
  await page.keyboard.type('d');
  await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveValue('abcd');
});

test('an empty press in the HTML’s form is named when the app comes', async ({ page }) => {
  const script = await holdFirstScript(page);
  // Not to the page's load, which waits for the first script.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Username').fill('palika');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  script.release();
  await expect(page.locator('form[data-drawn-ahead]')).toHaveCount(0);
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('palika');
  // As after the app's own form's empty press: the summary of what is missing has the focus.
  await expect(page.getByText('Fields that need attention: 1').locator('..')).toBeFocused();
});

test('a visitor with a session never sees the HTML’s form', async ({ page }) => {
  const refused = refusals(page);
  await signIn(page, 'palika');
  await expectDashboard(page);
  const script = await holdFirstScript(page);
  // Not to the page's load, which waits for the first script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[data-drawn-ahead-page]')).toBeAttached();
  await expect(page.locator('[data-drawn-ahead-page]')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  script.release();
  await expectDashboard(page);
  expect(refused).toEqual([]);
});
