import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './support';

const ORIGIN = /^http:\/\/127\.0\.0\.1:\d+/;
const exactly = (path: string) => new RegExp(`${ORIGIN.source}${path.replace(/[/?]/g, '\\$&')}$`);

test('after Nepali pages, an English link opens its English page; the bare root follows the remembered Nepali', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'palika', { locale: 'np' });
  await expectDashboard(page, 'np');
  await page.goto('/np/pwd/profile/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपाङ्गता भएका व्यक्तिहरू');

  // The root is the one path the route leaves open: it follows the language read last.
  await page.goto('/');
  await expectDashboard(page, 'np');

  for (const [path, heading, title] of [
    ['/pwd/profile/list', 'Persons with disabilities', 'Profile List'],
    ['/palika/wardProfile', 'Ward profiles', 'Ward Profile'],
    ['/dashboard', 'Dashboard', 'Dashboard'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveURL(exactly(path));
    await expect(page).toHaveTitle(`${title} · CBR Nepal`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await context.close();
});

test('a Nepali browser that reads Nepali still opens an English link in English, signed out too', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ne-NP' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/np$/);
  await page.goto('/np/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना');

  await page.goto('/privacy?from=link');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page).toHaveURL(exactly('/privacy?from=link'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
