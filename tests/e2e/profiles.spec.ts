import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

const CONSONANTS = 'कखगघचछजझटठडढतथदधनपफबभमयरलवशसह';
/** A Nepali name no other journey uses, so the journeys do not depend on each other's data. */
const uniqueNepaliName = (given: string) => `${given} ${Array.from({ length: 5 }, () => CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)]).join('')}`;

async function openProfileList(page: Page, locale: 'en' | 'np' = 'en') {
  await page.goto(locale === 'np' ? '/np/pwd/profile/list' : '/pwd/profile/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'np' ? 'अपाङ्गता भएका व्यक्तिहरू' : 'Persons with disabilities');
}

test('a PALIKA user sees only their palika, district and province in the place picker', async ({ page }) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfileList(page);
  // The first option of each select is "All"; after it, only the places of the user's area.
  const options = (label: string) => page.getByLabel(label, { exact: true }).locator('option');
  await expect(options('Province')).toHaveText(['All', 'Koshi Province']);
  await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Koshi Province' });
  await expect(options('District')).toHaveText(['All', 'Morang']);
  await page.getByLabel('District', { exact: true }).selectOption({ label: 'Morang' });
  await expect(options('Palika')).toHaveText(['All', /^Biratnagar/]);
});

test('in Nepali, a palika user registers a person with a BS date in Devanagari digits, and a second attempt warns of the duplicate', async ({ page }) => {
  const name = uniqueNepaliName('सुनिता');
  await signIn(page, 'palika', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  for (const attempt of [1, 2]) {
    await page.goto('/np/pwd/profile/newProfile');
    await page.getByLabel('दर्ता गर्ने', { exact: true }).selectOption({ label: 'सिबिआर सहजकर्ता' });
    await page.getByLabel('नाम (नेपालीमा)', { exact: true }).fill(name);
    await page.getByLabel('लिङ्ग', { exact: true }).selectOption({ label: 'महिला' });
    await page.getByLabel('जन्म मिति', { exact: true }).fill('२०४०-०५-१५');
    await page.getByLabel('आमाको नाम', { exact: true }).fill('कमला');
    await page.getByLabel('वडा', { exact: true }).selectOption({ label: '३' });
    await page.getByRole('group', { name: 'अपाङ्गताका प्रकार' }).getByLabel('शारीरिक', { exact: true }).check();
    await page.getByLabel('मुख्य प्रकार', { exact: true }).selectOption({ label: 'शारीरिक' });
    await page.getByRole('checkbox', { name: 'विवरण राख्न सहमति दिइएको' }).check();
    await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click();
    if (attempt === 1) {
      await expect(page.getByRole('status').filter({ hasText: 'सुरक्षित भयो' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText('१५ भदौ २०४०')).toBeVisible();
    } else {
      const warning = page.getByRole('alert').filter({ hasText: 'सम्भावित दोहोरो विवरण' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(name);
      await expect(warning).toContainText('उही नाम, जन्म मिति, अभिभावक र वडा');
      await warning.getByRole('link', { name: new RegExp(name) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
  }
});
