import { expect, test } from '@playwright/test';
import { expectDashboard, signIn } from './support';

/**
 * The official reports (issue 41), as an official reads them: a province user opens the ID-card
 * matrix from the list of reports, chooses a district, and a figure opens exactly its persons; in
 * Nepali the table carries no ASCII digit.
 */
test('a province user opens Morang’s ID-card matrix and a figure’s persons', async ({ page }) => {
  await signIn(page, 'province');
  await expectDashboard(page);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'ID cards by type, class and sex' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ID cards by type, class and sex',
  );
  await page.getByLabel('District').selectOption({ label: 'Morang' });
  await expect(page).toHaveURL(/districtId=\d+/);
  const table = page.getByRole('table', { name: /^ID cards by type, class and sex: Morang, / });
  const everyCard = table.getByRole('link', {
    name: /cards: All types, All classes, All, To date\. Open the persons\.$/,
  });
  const count = (await everyCard.textContent())!;
  expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);
  await everyCard.click();
  await expect(page).toHaveURL(/\/pwd\/profile\/list\?.*cardHeld=true/);
  await expect(page.getByText(new RegExp(`· ${count} in all`))).toBeVisible();
});

test('the matrix in Nepali has Devanagari digits only, and keeps the place in its address', async ({
  page,
}) => {
  await signIn(page, 'district', { locale: 'np' });
  await expectDashboard(page, 'np');
  await page.goto('/np/reports/idCards?period=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'परिचयपत्र: प्रकार, वर्ग र लिङ्ग अनुसार',
  );
  const table = page.getByRole('table', { name: /^परिचयपत्र: प्रकार, वर्ग र लिङ्ग अनुसार, मोरंग, / });
  await expect(table.getByRole('rowheader', { name: 'बहुअपाङ्गता' })).toBeVisible();
  expect(await table.textContent()).not.toMatch(/[0-9]/);
  await expect(page.getByLabel('अवधि', { exact: true })).toHaveValue('1');
});
