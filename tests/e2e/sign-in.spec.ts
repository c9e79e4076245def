import { expect, test } from '@playwright/test';
import { expectDashboard, mainMenu, signIn, storedKeys } from './support';

const ACCOUNTS = [
  ['superadmin', 'Super admin'],
  ['admin', 'Admin'],
  ['province', 'Province officer'],
  ['district', 'District officer'],
  ['palika', 'Palika staff'],
  ['cbrf', 'CBR facilitator'],
] as const;

for (const [username, role] of ACCOUNTS) {
  test(`${username} signs in and lands on the dashboard`, async ({ page }) => {
    await signIn(page, username);
    await expectDashboard(page);
    await expect(page.getByTestId('current-user')).toContainText(role);
    await expect(page).toHaveTitle('Dashboard · CBR Nepal');
    const [token, user] = await storedKeys(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(user!).username).toBe(username);
  });
}

test('the menu shows only what the role may open', async ({ page }) => {
  await signIn(page, 'palika');
  await expectDashboard(page);
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Persons with disabilities' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Service catalogue' })).toHaveCount(0);
});

test('a wrong password says so, in the language of the page', async ({ page }) => {
  await page.goto('/np');
  await page.getByLabel('प्रयोगकर्ता नाम').fill('palika');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'लगइन' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'प्रयोगकर्ता नाम वा पासवर्ड मिलेन। जाँचेर फेरि प्रयास गर्नुहोस्।',
  );
  await expect(page).toHaveURL(/\/np$/);
});

test('the group account picks a member in the modal and works as that member', async ({ page }) => {
  await signIn(page, 'group');
  const modal = page.getByRole('dialog', { name: 'Who is working now?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem')).toHaveText([/Gita Limbu/, /Maya Tharu/, /Sita Rai/]);
  const [authorization, user, groupToken, groupMembers] = await storedKeys(page);
  expect([authorization, user]).toEqual([null, null]);
  expect(groupToken).toBeTruthy();
  expect(JSON.parse(groupMembers!)).toHaveLength(3);
  await modal.getByRole('button', { name: /Sita Rai/ }).click();
  await expectDashboard(page);
  await expect(page.getByTestId('current-user')).toContainText('Sita Rai');
  await expect(page.getByTestId('current-user')).toContainText('through group');
  const keys = await storedKeys(page);
  expect(keys[2]).toBeNull();
  expect(keys[3]).toBeNull();
});

test('closing the group modal forgets the group token and members', async ({ page }) => {
  await signIn(page, 'group');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedKeys(page)).toEqual([null, null, null, null]);
});

test('logout asks first, revokes the session and clears the four storage keys', async ({
  page,
  request,
}) => {
  await signIn(page, 'district');
  await expectDashboard(page);
  const token = (await storedKeys(page))[0]!;
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedKeys(page)).toEqual([null, null, null, null]);
  const after = await request.get('/api/auth/session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('a deep link while signed out goes to the root', async ({ page }) => {
  await page.goto('/pwd/providedServiceView');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/np/user/list');
  await expect(page).toHaveURL(/\/np$/);
});

test('a PALIKA user opening /user/list lands on /pwd/profile/list', async ({ page }) => {
  await signIn(page, 'palika');
  await expectDashboard(page);
  await page.goto('/user/list');
  await expect(page).toHaveURL(/\/pwd\/profile\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persons with disabilities');
});

test('a 401 in the middle of a session signs the user out and goes to the root', async ({
  page,
  request,
}) => {
  await signIn(page, 'cbrf');
  await expectDashboard(page);
  // A page that asks the server nothing until submitted: the dashboard's own requests would meet the 401 first.
  await (await mainMenu(page)).getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
  const token = (await storedKeys(page))[0]!;
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.getByLabel('Current password').fill('Demo@2083');
  await page.getByLabel('New password', { exact: true }).fill('Himal-2083-river');
  await page.getByLabel('New password again').fill('Himal-2083-river');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await storedKeys(page)).toEqual([null, null, null, null]);
});
