import { type Locator, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** The steps the keyboard journeys share (keyboard-*.spec.ts): keyboard alone, no mouse. */

/** What has the focus, as `tag: text`: after each step, where a person would look next. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}` : 'none';
  });

/** Tabs (backward with `key` Shift+Tab) until the focused element's text is `text`. */
export async function tabTo(page: Page, text: string, key = 'Tab', limit = 60) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    if ((await focused(page)).endsWith(`: ${text}`)) return;
  }
  throw new Error(`No focusable element "${text}" within ${limit} Tabs`);
}

/** Signs in by keyboard alone; the focus lands on the dashboard's heading. */
export async function signInByKeyboard(page: Page, username: string) {
  await page.goto('/');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('h1: Dashboard');
}

/** The element with the focus, as a locator's check: never the page's body. */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** From the page's heading, back to the menu's folded area, open it and go to `entry`. */
export async function openFromMenu(page: Page, area: string, entry: string) {
  await tabTo(page, `${area}+`, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe(`h1: ${entry}`);
}

/** Presses Tab until `target` has the focus: the page's own order, nothing skipped to. */
export async function tabUntil(page: Page, target: Locator, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached within ${limit} Tabs`);
}

/** Arrow keys on the focused list box until its choice reads `label`, as a keyboard user picks. */
export async function arrowTo(page: Page, select: Locator, label: string, limit = 120) {
  const chosen = () =>
    select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label);
  for (let press = 0; press < limit; press++) {
    if ((await chosen()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(
    `"${label}" was not reached within ${limit} arrow presses; at "${await chosen()}"`,
  );
}

/**
 * In the focused person search: types the start of a code, takes the first match with ↓ and Enter,
 * and waits for the focus to reach the chosen person.
 */
export async function choosePersonByKeyboard(page: Page, typed: string) {
  await page.keyboard.type(typed);
  const match = page
    .getByRole('listbox', { name: /matching/i })
    .getByRole('option')
    .first();
  await expect(match).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatch(/^div: Person/);
}
