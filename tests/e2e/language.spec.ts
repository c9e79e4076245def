import { type Page, expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './support';

test('/np pages render in Nepali, with Devanagari digits and the bundled font loaded', async ({
  page,
}) => {
  await page.goto('/np/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना');
  await expect(page).toHaveTitle('गोपनीयता पृष्ठ · सीबीआर नेपाल');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByText('अन्तिम अद्यावधिक: मंसिर २०८३ (नोभेम्बर २०२६)।')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(
    () =>
      [...document.fonts].filter(
        (f) => f.family.includes('Noto Sans Devanagari') && f.status === 'loaded',
      ).length,
  );
  expect(loaded).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'गोपनीयता')),
  ).toBe(true);
  const english = await page
    .locator('main')
    .evaluate((main) => (main.textContent ?? '').match(/\b[A-Za-z]{4,}\b/g) ?? []);
  expect(english).toEqual([]);
});

test('numbers on Nepali pages use Devanagari digits', async ({ page }) => {
  const response = await page.goto('/np/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('४०४')).toBeVisible();
});

test('switching language keeps the page and remembers the choice', async ({ page, context }) => {
  await signIn(page, 'palika');
  await expectDashboard(page);
  await page.goto('/pwd/profile/list');
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page).toHaveURL(/\/np\/pwd\/profile\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपाङ्गता भएका व्यक्तिहरू');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie).toMatchObject({ value: 'np', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  // The bare root follows the remembered choice (an English path stays English: locale-routes.spec.ts).
  await page.goto('/');
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

test('reading any Nepali page remembers Nepali: the bare root then opens in Nepali; an English page remembers English', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/np/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie).toMatchObject({ value: 'np', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await page.goto('/');
  await expect(page).toHaveURL(/\/np$/);
  await expect(page).toHaveTitle('लगइन पृष्ठ · सीबीआर नेपाल');
  await context.close();

  // A Nepali browser that chose English: the English page is remembered over the browser's language.
  const nepaliBrowser = await browser.newContext({ locale: 'ne-NP' });
  const second = await nepaliBrowser.newPage();
  await second.goto('/');
  await expect(second).toHaveURL(/\/np$/);
  await second.goto('/np/privacy');
  await second.getByRole('button', { name: 'English' }).click();
  await expect(second).toHaveURL(/127\.0\.0\.1:\d+\/privacy$/);
  await second.goto('/');
  await expect(second).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(second).toHaveTitle('Login Page · CBR Nepal');
  expect((await nepaliBrowser.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await nepaliBrowser.close();

  // An English browser that reads an English page keeps English in the cookie too.
  const englishBrowser = await browser.newContext({ locale: 'en-GB' });
  await (await englishBrowser.newPage()).goto('/privacy');
  await expect
    .poll(async () => (await englishBrowser.cookies()).find((c) => c.name === 'lang')?.value)
    .toBe('en');
  await englishBrowser.close();
});

test("a first visit to the root follows the browser's language; a page's own path decides its language", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ne-NP' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/np$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await context.close();
});

test('an unknown path shows Page Not Found with the path, and the server answers 404', async ({
  page,
}) => {
  const response = await page.goto('/pwd/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('/pwd/nothing-here')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · CBR Nepal');
});

const countOf = (page: Page, pattern: RegExp) =>
  page.locator('main p[role="status"]').filter({ hasText: pattern });

test('the Nepali batch list counts in Devanagari digits, never "NaN", and names the DPRP in Nepali', async ({
  page,
}) => {
  await signIn(page, 'admin', { locale: 'np' });
  await expectDashboard(page, 'np');
  await page.goto('/np/batch/profile/list');
  await expect(countOf(page, /ब्याच$/)).toHaveText(/^[०-९][०-९,]* ब्याच$/);
  await expect(
    page.getByRole('cell', { name: /^अपाङ्गता रोकथाम तथा पुनर्स्थापना कार्यक्रम/ }).first(),
  ).toBeVisible();
});

test('Nepali palika lists count in Devanagari digits; FCHV dates beyond the BS table are labelled AD', async ({
  page,
}) => {
  await signIn(page, 'palika', { locale: 'np' });
  await expectDashboard(page, 'np');
  await page.goto('/np/batch/activityAttributesView');
  await expect(countOf(page, /विवरण$/)).toHaveText(/^[०-९][०-९,]* विवरण$/);
  await page.goto('/np/palika/fchvProfile');
  await expect(countOf(page, /स्वयंसेविका$/)).toHaveText(/^[०-९][०-९,]* जना स्वयंसेविका$/);
  const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(main).not.toContain('NaN');
  // A retirement beyond BS 2090 reads "२०५८-०१-१७ ई.सं.", never a bare date that reads as BS.
  expect(main.match(/[0-9०-९]{4}-[0-9०-९]{2}-[0-9०-९]{2}(?! ई\.सं\.)/g) ?? []).toEqual([]);
  const notice = page.getByText(/एक वर्षभित्र ६० वर्ष पुग्नुहुन्छ/);
  if (await notice.count()) await expect(notice).not.toHaveText(/[0-9]/);
});
