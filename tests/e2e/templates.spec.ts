import { expect, test } from '@playwright/test';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { signIn } from './support';

const NEXT = fiscalPeriodOf(toIsoDate(todayInNepal()))!.fiscalYear + 1;

test('a super admin adds a standard sub-activity; a palika user adopts it, its code, names and attributes filled in', async ({
  page,
}) => {
  test.slow();
  const code = `AD.X${Math.floor(Math.random() * 1e6)}`;
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/serviceActivities');
  await page.getByRole('button', { name: 'Add a sub-activity: AD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue('AD.');
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Name in Nepali', { exact: true }).fill('वाकर वितरण');
  await dialog.getByLabel('Name in English', { exact: true }).fill('Walker distribution');
  await dialog.getByRole('button', { name: 'Save the standard activity' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${code} Walker distribution`)).toBeVisible();

  await page.goto('/privacy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/batch/newActivityForm?fiscalYear=${NEXT}`);
  await page
    .getByLabel('Standard activity', { exact: true })
    .selectOption({ label: `— ${code} Walker distribution` });
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expect(page.getByLabel('Name in Nepali', { exact: true })).toHaveValue('वाकर वितरण');
  await expect(page.getByLabel('Unit of output', { exact: true })).toHaveValue('item');
  // Its activity's attributes come with it: devices handed over, participants by age.
  await expect(page.getByRole('checkbox', { name: 'Devices handed over' })).toBeChecked();
  await page.getByRole('button', { name: 'Save the activity' }).click();
  await expect(page.getByText(`Saved: ${code}.`)).toBeVisible();
});
