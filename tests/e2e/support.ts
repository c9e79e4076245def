import { type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2083';
export const STORAGE_KEYS = ['authorization', 'user', 'groupToken', 'groupMembers'];

export async function signIn(
  page: Page,
  username: string,
  { locale = 'en' }: { locale?: 'en' | 'np' } = {},
) {
  await page.goto(locale === 'np' ? '/np' : '/');
  await page.getByLabel(locale === 'np' ? 'प्रयोगकर्ता नाम' : 'Username').fill(username);
  await page
    .getByLabel(locale === 'np' ? 'पासवर्ड' : 'Password', { exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: locale === 'np' ? 'लगइन' : 'Sign in' }).click();
}

export async function storedKeys(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), STORAGE_KEYS);
}

export async function expectDashboard(page: Page, locale: 'en' | 'np' = 'en') {
  await expect(page).toHaveURL(
    locale === 'np' ? /\/np\/dashboard$/ : /127\.0\.0\.1:\d+\/dashboard$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'np' ? 'ड्यासबोर्ड' : 'Dashboard',
  );
}

/** The main menu with every area unfolded (only the current page's area starts open). */
export async function mainMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: /^(Main menu|मुख्य मेनु)$/ });
  const folded = menu.locator('button[aria-expanded="false"]');
  await expect(menu.getByRole('link').first()).toBeVisible();
  while ((await folded.count()) > 0) await folded.first().click();
  return menu;
}
