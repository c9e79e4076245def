import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** Keyboard alone, no mouse: after each step the focus is where a person would look next. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}` : 'none';
  });

/** Tabs (backward with `key` Shift+Tab) until the focused element's text is `text`. */
async function tabTo(page: Page, text: string, key = 'Tab', limit = 60) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    if ((await focused(page)).endsWith(`: ${text}`)) return;
  }
  throw new Error(`No focusable element "${text}" within ${limit} Tabs`);
}

test('signing in and moving to another page put the focus on the new page heading', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Username').focus();
  await page.keyboard.type('palika');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => focused(page)).toBe('h1: Dashboard');
  // The menu is above the heading: back to its folded area, open it, on to the page.
  await tabTo(page, 'Persons and services+', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Persons with disabilities');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pwd\/profile\/list$/);
  await expect.poll(() => focused(page)).toBe('h1: Persons with disabilities');
});

test('a wrong password keeps the focus on the sign-in button and says why', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').focus();
  await page.keyboard.type('palika');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await focused(page)).not.toBe('body: ');
  expect(await focused(page)).toMatch(/^(input|button)/);
});

test('a failed save moves the focus to the summary of what is wrong', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('palika');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/profile/newProfile');
  await page.getByRole('button', { name: 'Register' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatch(/^div: Fields that need attention: \d+/);
});
