import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/**
 * What the first visit on a slow phone waits for, checked by order and by what is asked, never by
 * time (the times are bench:slow-line's, in docs/benchmarks.md).
 */

const MESSAGES_CHUNK = (locale: 'en' | 'np') => new RegExp(`/assets/${locale}-[^/]*\\.js$`);
const CHART_CHUNK = /\/assets\/[^/]*(bar-chart|recharts|tremor)[^/]*\.js$/;
const DASHBOARD_CHUNK = /\/assets\/dashboard-page-[^/]*\.js$/;
const APP_CHUNK = /\/assets\/app-[^/]*\.js$/;

/** The scripts the page's HTML itself names: the first script and what it preloads. */
async function firstScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  const names = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(0);
  return new Set(names);
}

test('the sign-in form is drawn and signs in with the first script alone: no other chunk, no language file', async ({
  page,
}) => {
  const first = await firstScripts(page);
  const held: string[] = [];
  // Every other script is held for ever, as a slow line would hold it: the form must not need it.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (first.has(path)) await route.continue();
    else held.push(path);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page).toHaveTitle('Login Page · CBR Nepal');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Username').fill('palika');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The username or password is wrong. Check them and try again.',
  );
  // The whole English file was asked (and held): the form did not wait for it.
  expect(held.some((path) => MESSAGES_CHUNK('en').test(path))).toBe(true);
});

test('the sign-in page asks for no chart code and only its own language', async ({ browser }) => {
  for (const [locale, other, cookie] of [
    ['en', 'np', 'en'],
    ['np', 'en', 'np'],
  ] as const) {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([
      { name: 'lang', value: cookie, url: test.info().project.use.baseURL! },
    ]);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page).toHaveURL(locale === 'np' ? /\/np$/ : /127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('button', { name: locale === 'np' ? 'लगइन' : 'Sign in' }),
    ).toBeVisible();
    // After the idle prefetch of what a sign-in leads to (it starts a second after the page): its
    // dashboard code has been asked, and the line is quiet again.
    await expect.poll(() => asked.some((path) => DASHBOARD_CHUNK.test(path))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => CHART_CHUNK.test(path))).toEqual([]);
    expect(asked.filter((path) => MESSAGES_CHUNK(other).test(path))).toEqual([]);
    expect(asked.filter((path) => MESSAGES_CHUNK(locale).test(path))).toHaveLength(1);
    await context.close();
  }
});

test("the dashboard's key figures are asked while its page's code is still on its way", async ({
  page,
}) => {
  const login = await (
    await page.request.post('/api/auth/login', {
      data: { username: 'admin', password: DEMO_PASSWORD },
    })
  ).json();
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('authorization', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: login.token, user: login.checkUser },
  );
  // The page's chunk comes slowly, as on a slow line; the order of events is what is checked.
  await page.route(DASHBOARD_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const events: string[] = [];
  const isSummary = (request: Request) => request.url().includes('/api/dashboards/summary');
  page.on('request', (request) => {
    if (isSummary(request)) events.push('figures asked');
    if (DASHBOARD_CHUNK.test(request.url())) events.push('page code asked');
  });
  page.on('requestfinished', (request) => {
    if (DASHBOARD_CHUNK.test(request.url())) events.push('page code loaded');
  });
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Key figures' }).getByRole('link').first().waitFor();
  expect(events.filter((event) => event === 'figures asked')).toHaveLength(1);
  expect(events.filter((event) => event === 'page code loaded')).toHaveLength(1);
  expect(events.indexOf('figures asked')).toBeLessThan(events.indexOf('page code loaded'));
});

test('pressing "Sign in" asks the app\'s and the dashboard\'s code beside the sign-in, after it and before its answer', async ({
  page,
}) => {
  // Data saving is on, so the idle prefetch asks nothing: what is asked comes from pressing "Sign in".
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  // The real server's answer comes slowly, as on a slow line; the order of events is what is checked.
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const events: string[] = [];
  page.on('request', (request) => {
    if (APP_CHUNK.test(request.url())) events.push('app code asked');
    if (DASHBOARD_CHUNK.test(request.url())) events.push('page code asked');
    if (request.url().endsWith('/api/auth/login')) events.push('sign-in asked');
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/login')) events.push('signed in');
  });
  await page.goto('/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.waitForLoadState('networkidle');
  expect(events).toEqual([]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('region', { name: 'Key figures' }).getByRole('link').first().waitFor();
  expect(events.filter((event) => event === 'signed in')).toHaveLength(1);
  expect(events.indexOf('app code asked')).toBeGreaterThan(-1);
  expect(events.indexOf('app code asked')).toBeLessThan(events.indexOf('signed in'));
  expect(events.indexOf('page code asked')).toBeGreaterThan(-1);
  expect(events.indexOf('page code asked')).toBeLessThan(events.indexOf('signed in'));
  // The sign-in leaves first, so that on a line of few connections the code does not queue it.
  expect(events[0]).toBe('sign-in asked');
});
