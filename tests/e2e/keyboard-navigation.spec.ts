import { type Locator, type Page, expect, test } from '@playwright/test';
import { focused, hasFocus, signInByKeyboard, tabTo } from './keyboard-support';
import { DEMO_PASSWORD } from './support';

/**
 * Moving about by keyboard alone, no mouse: signing in, from page to page, into a record, across a
 * dashboard's charts, into the activity tree and onto the language switch, the focus where a person
 * would look next. Forms by keyboard: keyboard-forms.spec.ts.
 */

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

test('searching the list and opening a profile, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/pwd/profile/list');
  await expect.poll(() => focused(page)).not.toBe('none');
  await page.getByLabel('Name, registration or card number').focus();
  await page.keyboard.type('P60-');
  const first = page.locator('main table tbody tr').first().getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.innerText()).trim();
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pwd\/profile\/[0-9a-f-]{36}$/);
  await expect.poll(() => focused(page)).toMatch(/^h1: /);
});

test('on a dashboard the keyboard reaches every chart and its table, and a drill-down keeps the focus', async ({
  page,
}) => {
  await signInByKeyboard(page, 'province');
  const charts = page.locator('main section[aria-labelledby^="chart-"]');
  await expect(charts.first()).toBeVisible();
  const count = await charts.count();
  expect(count).toBeGreaterThanOrEqual(6);
  // Every chart's "Show as table" is reached by Tab, in order, loading the tiles as it goes.
  const reached: string[] = [];
  for (let chart = 0; chart < count; chart++) {
    await tabTo(page, 'Show as table');
    reached.push(
      await page.evaluate(
        () => document.activeElement?.closest('section')?.querySelector('h3')?.textContent ?? '',
      ),
    );
  }
  expect(new Set(reached).size).toBe(count);
  // The table view of the last chart by type, and a drill-down from it by keyboard.
  const byType = charts.filter({ hasText: 'Registered persons by disability type' });
  await byType.getByRole('button', { name: 'Show as table' }).focus();
  await page.keyboard.press('Enter');
  const row = byType.getByRole('table').getByRole('button').first();
  await expect(row).toBeVisible();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/disabilityType=/);
  // The view narrowed in place: the focus is where the view now is, not lost to the page.
  await expect.poll(() => focused(page)).toBe('span: Koshi Province');
  // The places table is the keyboard's way into the map: one stop per place.
  await page.locator('#places-heading').scrollIntoViewIfNeeded();
  const place = page
    .getByRole('table', { name: /^Places ranked by/ })
    .getByRole('button')
    .first();
  await expect(place).toBeVisible();
  const placeName = (await place.innerText()).trim();
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/districtId=/);
  await expect.poll(() => focused(page)).toBe(`span: ${placeName}`);
});

test('opening an activity from the tree by Enter puts the focus on the form heading, and it stays', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/batch/activityHierarchy');
  const item = page.getByRole('tree').getByRole('treeitem').first();
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/batch\/newActivityForm\?id=[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Edit an activity: / });
  await expect(heading).toBeVisible();
  await expect.poll(() => hasFocus(heading)).toBe(true);
});

/** How many pixels differ between two pictures by a contrast of 3:1 or more (WCAG 1.4.11). */
function contrastingPixels(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      const channel = (v: number) =>
        v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        const [l1, l2] = [luminance(x, i), luminance(y, i)];
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) count++;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

test('the language switch shows its focus on the Nepali sign-in page and in the header', async ({
  page,
}) => {
  /**
   * The ring around the control, focused by Tab and not: at least a 1 px ring's worth of pixels
   * (its perimeter) changes by 3:1 or more, as the probe of finding F10 measured.
   */
  const ringShown = async (control: Locator) => {
    await expect.poll(() => hasFocus(control)).toBe(true);
    const box = (await control.boundingBox())!;
    const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
    const focusedShot = await page.screenshot({ clip });
    await control.evaluate((element: HTMLElement) => element.blur());
    const restShot = await page.screenshot({ clip });
    const changed = await contrastingPixels(page, focusedShot, restShot);
    return changed >= 2 * (box.width + box.height);
  };
  await page.goto('/np');
  await expect(page.getByLabel('प्रयोगकर्ता नाम')).toBeVisible();
  await tabTo(page, 'English', 'Tab', 5);
  expect(await ringShown(page.getByRole('button', { name: 'English' }))).toBe(true);
  await page.context().clearCookies();
  await signInByKeyboard(page, 'palika');
  await tabTo(page, 'नेपाली', 'Shift+Tab');
  expect(await ringShown(page.getByRole('banner').getByRole('button', { name: 'नेपाली' }))).toBe(
    true,
  );
});
