import { expect, test } from '@playwright/test';
import {
  arrowTo,
  choosePersonByKeyboard,
  focused,
  hasFocus,
  openFromMenu,
  signInByKeyboard,
  tabTo,
  tabUntil,
} from './keyboard-support';
import { DEMO_PASSWORD } from './support';

/**
 * Forms by keyboard alone, no mouse: a refused save, registering a person, recording a service, the
 * person search, the one-value form, saving a profile and deleting a service, the focus where a
 * person would look next. Moving about by keyboard: keyboard-navigation.spec.ts.
 */

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
  await choosePersonByKeyboard(page, 'P60-');

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

test('choosing a person in service entry moves the focus to the choice, and back to the search', async ({
  page,
}) => {
  await signInByKeyboard(page, 'palika');
  await page.goto('/pwd/providedServiceEntry');
  await page.getByLabel('Find the person').focus();
  await choosePersonByKeyboard(page, 'P60-');
  await tabTo(page, 'Choose another person', 'Tab', 3);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
    .toBe('search');
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
