import { type Locator, type Page, expect, test } from '@playwright/test';
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

async function signInByKeyboard(page: Page, username: string) {
  await page.goto('/');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('h1: Dashboard');
}

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

test('choosing a person in service entry moves the focus to the choice, and back to the search', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/pwd/providedServiceEntry');
  await page.getByLabel('Find the person').focus();
  await page.keyboard.type('P60-');
  const match = page
    .getByRole('listbox', { name: /matching/i })
    .getByRole('option')
    .first();
  await expect(match).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatch(/^div: Person/);
  await tabTo(page, 'Choose another person', 'Tab', 3);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
    .toBe('search');
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

/** From the page's heading, back to the menu's folded area, open it and go to `entry`. */
async function openFromMenu(page: Page, area: string, entry: string) {
  await tabTo(page, `${area}+`, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe(`h1: ${entry}`);
}

/** Presses Tab until `target` has the focus: the page's own order, nothing skipped to. */
async function tabUntil(page: Page, target: Locator, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached within ${limit} Tabs`);
}

/** Arrow keys on the focused list box until its choice reads `label`, as a keyboard user picks. */
async function arrowTo(page: Page, select: Locator, label: string, limit = 120) {
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

test('registering a person, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'palika');
  await openFromMenu(page, 'Persons and services', 'Register a person');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // A name of Devanagari letters and digits, new on every run.
  const name = `कीबोर्ड ${[...Date.now().toString().slice(-6)].map((d) => '०१२३४५६७८९'[+d]).join('')}`;

  await tabUntil(page, field('Registered by'));
  await arrowTo(page, field('Registered by'), 'CBR facilitator');
  await tabUntil(page, field('Name in Nepali'));
  await page.keyboard.type(name);
  await tabUntil(page, field('Sex'));
  await arrowTo(page, field('Sex'), 'Female');
  await tabUntil(page, field('Date of birth'));
  // Dates are typed in BS in English too (issue 37 §2.5).
  await page.keyboard.type('2040-05-15');
  await tabUntil(page, field("Mother's name"));
  await page.keyboard.type('कमला');
  await tabUntil(page, field('Ward'));
  await arrowTo(page, field('Ward'), '3');
  const physical = page
    .getByRole('group', { name: 'Types of disability' })
    .getByLabel('Physical', { exact: true });
  await tabUntil(page, physical);
  await page.keyboard.press('Space');
  await expect(physical).toBeChecked();
  await tabUntil(page, field('Main type'));
  await arrowTo(page, field('Main type'), 'Physical');
  const consent = page.getByRole('checkbox', { name: 'Consent given to record this information' });
  await tabUntil(page, consent);
  await page.keyboard.press('Space');
  await tabUntil(page, page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/pwd\/profile\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => focused(page)).toBe(`h1: ${name}`);
});

test('recording a service, by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'palika');
  await openFromMenu(page, 'Persons and services', 'Record a service');
  const field = (label: string) => page.getByLabel(label, { exact: true });

  await tabUntil(page, page.getByLabel('Find the person'));
  await page.keyboard.type('P60-');
  const match = page
    .getByRole('listbox', { name: /matching/i })
    .getByRole('option')
    .first();
  await expect(match).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatch(/^div: Person/);

  await tabUntil(page, field('Service'));
  await arrowTo(page, field('Service'), 'Assistive devices › Mobility devices');
  await tabUntil(page, field('Device'));
  await arrowTo(page, field('Device'), 'Wheelchair');
  await tabUntil(page, field('Provided by'));
  await arrowTo(page, field('Provided by'), 'CBR facilitator');
  await tabUntil(page, field('Cost (NPR)'));
  await page.keyboard.type('12500');
  await tabUntil(page, page.getByRole('button', { name: 'Save service' }));
  await page.keyboard.press('Enter');

  const saved = page
    .getByRole('status')
    .filter({ hasText: 'Assistive devices › Mobility devices' });
  await expect(saved).toBeVisible();
  // The focus is on what was saved, and the next service starts from the service field.
  await expect.poll(() => focused(page)).toMatch(/Mobility devices/);
});

/** The element with the focus, as a locator's check: never the page's body. */
const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

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

for (const [kind, route, place] of [
  ['ward', '/palika/wardProfile?wardNo=5', /^Biratnagar – ward 5$/],
  ["palika's", '/palika/actualPalikaProfile', /Biratnagar/],
] as const) {
  test(`saving a ${kind} profile by keyboard puts the focus on the saved record`, async ({
    page,
  }) => {
    await signInByKeyboard(page, 'palika');
    await page.goto(route);
    await page.getByRole('button', { name: place }).focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('region', { name: place });
    await opened.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /: / })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?open=[0-9a-f-]{36}&saved=1$/);
    await expect.poll(() => hasFocus(opened.getByRole('heading', { level: 2 }))).toBe(true);
  });
}

test('the delete dialog names the service, keeps the focus, returns it on Escape and confirms the delete', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/pwd/providedServiceView');
  const remove = page.getByRole('button', { name: /^Delete: / }).first();
  await expect(remove).toBeVisible();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText(/^Delete the service: .+ for .+ on .+$/);
  // Tab and Shift+Tab go round the dialog, never to the page behind it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => hasFocus(remove)).toBe(true);

  // An empty reason asks for one; a reason deletes, and the deletion is said and has the focus.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give a reason for deleting')).toBeVisible();
  await dialog.getByLabel('Reason', { exact: false }).focus();
  await page.keyboard.type('Entered twice by mistake');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const done = page.getByRole('status').filter({ hasText: /^Deleted: .+ for .+ on .+\.$/ });
  await expect(done).toBeVisible();
  await expect.poll(() => hasFocus(done)).toBe(true);
});

test('Enter in the one-value form with no activity names the activity in the summary, which takes the focus', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/batch/activityAttributesEntry');
  const field = page.getByLabel('Output achieved', { exact: true });
  await expect(field).toBeVisible();
  await field.focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('heading', { name: 'Fields that need attention: 1' });
  await expect(summary).toBeVisible();
  await expect.poll(() => focused(page)).toMatch(/^div: Fields that need attention: 1/);
  await expect(page.getByRole('link', { name: 'Activity: Choose an activity' })).toBeVisible();
  await expect(page.getByText('Some fields are not valid.')).toHaveCount(0);
});

test('the person search is a combobox: arrows move through the matches and Enter chooses one', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/pwd/providedServiceEntry');
  const search = page.getByRole('combobox', { name: 'Find the person' });
  await search.focus();
  await page.keyboard.type('P60-');
  const options = page.getByRole('listbox', { name: /matching/i }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /persons? match/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = (await options.nth(1).textContent())!.trim();
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  // The person is chosen, the form not sent: no summary, the focus on the choice.
  await expect(page.getByRole('group', { name: `Person served: ${second}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Fields that need attention/ })).toHaveCount(0);
  await expect.poll(() => focused(page)).toMatch(/^div: Person/);
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
