import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MOVED_PATHS } from '@/shared/routes';
import { mainMenu, signIn } from './support';
import { SPEC_ROUTES } from '../support/spec-routes';

const nepali: Record<string, string> = JSON.parse(readFileSync('locales/np.json', 'utf8'));
const english: Record<string, string> = JSON.parse(readFileSync('locales/en.json', 'utf8'));
/** The Nepali title of an English specification title, through the route's message id. */
const titleKeyOf = (title: string) =>
  Object.keys(english).find((key) => key.startsWith('route.') && english[key] === title)!;
const suffix = { en: ' · CBR Nepal', np: ` · ${nepali['app.name']}` };

test('a super admin opens every route of the specification at its own path, with its title, in both languages', async ({
  page,
  request,
}) => {
  const { token } = await (
    await request.post('/api/auth/login', {
      data: { username: 'superadmin', password: 'Demo@2083' },
    })
  ).json();
  const someone = (
    await (
      await request.get('/api/pwd/profiles?pageSize=1', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).items[0]._id as string;
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const locale of ['en', 'np'] as const) {
    for (const [specPath, title] of SPEC_ROUTES.filter(
      ([path]) => path !== '/' && path !== '/privacy',
    )) {
      const path = (locale === 'np' ? '/np' : '') + specPath.replace(':id', someone);
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path}$`));
      const expected = (locale === 'en' ? title : nepali[titleKeyOf(title)]) + suffix[locale];
      await expect(page, path).toHaveTitle(expected);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  }
});

test('the sign-in and privacy pages carry their titles to a visitor, in both languages', async ({
  page,
}) => {
  for (const [path, key] of [
    ['/', 'route.signIn'],
    ['/privacy', 'route.privacy'],
    ['/np', 'route.signIn'],
    ['/np/privacy', 'route.privacy'],
  ]) {
    await page.goto(path);
    const locale = path.startsWith('/np') ? 'np' : 'en';
    await expect(page, path).toHaveTitle(
      (locale === 'np' ? nepali[key] : english[key]) + suffix[locale],
    );
  }
  expect(english['route.signIn']).toBe('Login Page');
});

test('every path laid out before the specification redirects permanently to its new one, keeping the query', async ({
  page,
  request,
}) => {
  for (const [from, to] of Object.entries(MOVED_PATHS)) {
    for (const prefix of ['', '/np']) {
      const response = await request.get(`${prefix}${from}?palikaId=60`, { maxRedirects: 0 });
      expect([from, response.status(), response.headers().location]).toEqual([
        from,
        301,
        `${prefix}${to}?palikaId=60`,
      ]);
    }
  }
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/np/ward/profile');
  await expect(page).toHaveURL(/\/np\/palika\/wardProfile$/);
  await expect(page).toHaveTitle(`${nepali['route.wardProfile']}${suffix.np}`);
});

test('every page is built now, in the menu of the roles that may open them: no placeholder is left', async ({
  page,
}) => {
  await signIn(page, 'cbrf');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = await mainMenu(page);
  for (const name of [
    'Activity hierarchy',
    'FCHVs',
    'Ward profiles',
    'Palika profile',
    'Palika in its batch',
  ])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Programme batches' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Achievement vs target', exact: true }).click();
  await expect(page).toHaveURL(/\/achievementVsTarget$/);
  await expect(page).toHaveTitle('Dashboard Achievement · CBR Nepal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achievement vs target');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByText(english['notAvailable.title'])).toHaveCount(0);
});
