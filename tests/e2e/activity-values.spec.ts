import { type Page, expect, test } from '@playwright/test';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { DEMO_PASSWORD, signIn } from './support';

const NOW = fiscalPeriodOf(toIsoDate(todayInNepal()))!;
const unique = () => String(Math.floor(Math.random() * 1e6));
const BIRATNAGAR = 60;

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

async function addActivity(page: Page, code: string, name: string, parentCode?: string) {
  await page.goto(`/batch/activityHierarchy?fiscalYear=${NOW.fiscalYear}`);
  const link = parentCode
    ? page.getByRole('link', { name: `Add a sub-activity under ${parentCode}` })
    : page.getByRole('main').getByRole('link', { name: 'Add an activity' }).first();
  if (parentCode) await page.getByRole('treeitem', { name: new RegExp(`^${parentCode} `) }).click();
  await link.click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Name in Nepali', { exact: true }).fill(name);
  await page.getByLabel('Name in English', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save the activity' }).click();
  await expect(page.getByText(`Saved: ${code}.`)).toBeVisible();
}

test('a palika user records a period for two activities in the grid by keyboard alone and sees the totals; a province user reads them; another palika sees none', async ({
  page,
}) => {
  test.slow();
  const parent = `Z${unique()}`;
  const child = `${parent}.1`;
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await addActivity(page, parent, 'Grid camp');
  await addActivity(page, child, 'Grid visit', parent);

  await page.goto(`/batch/activityAttributesEntry?mode=grid&fiscalYear=${NOW.fiscalYear}`);
  await expect(page.getByRole('link', { name: 'A period for all activities' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const output = (code: string, name: string) =>
    page.getByLabel(`Output achieved, ${code} ${name}`, { exact: true });
  await output(parent, 'Grid camp').focus();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  // Enter saved the cell and went down the column to the sub-activity.
  await expect.poll(() => focusedLabel(page)).toBe(`Output achieved, ${child} Grid visit`);
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedLabel(page)).toBe(`Expenditure (NPR), ${child} Grid visit`);
  await page.keyboard.type('2500');
  await page.keyboard.press('Tab');
  for (const label of [
    `Output achieved, ${parent} Grid camp`,
    `Output achieved, ${child} Grid visit`,
    `Expenditure (NPR), ${child} Grid visit`,
  ])
    await expect(
      page.locator(
        `[id="${await page.getByLabel(label, { exact: true }).getAttribute('id')}-state"]`,
      ),
    ).toHaveText('✓ Saved');
  // A wrong figure is refused in its own cell, and the rest stays saved.
  await page.getByLabel(`Female participants, ${child} Grid visit`, { exact: true }).fill('two');
  await page.keyboard.press('Tab');
  await expect(
    page.getByLabel(`Female participants, ${child} Grid visit`, { exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');

  // The view: the parent's filter takes its sub-activity with it; totals of both.
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'palika', password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  const listed = await page.request.get(
    `/api/programme/activities?palikaId=${BIRATNAGAR}&fiscalYear=${NOW.fiscalYear}&pageSize=100`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const parentId = (await listed.json()).items.find((a: { code: string }) => a.code === parent)._id;
  const view = `/batch/activityAttributesView?provinceId=1&districtId=5&palikaId=${BIRATNAGAR}&fiscalYear=${NOW.fiscalYear}&activityId=${parentId}`;
  await page.goto(view);
  const totals = page.getByRole('region', { name: 'Totals of these values' });
  await expect(totals.getByText('Values recorded').locator('..')).toContainText('2');
  await expect(totals.getByText('Output achieved').locator('..')).toContainText('10');
  await expect(totals.getByText('Expenditure (NPR)').locator('..')).toContainText('2,500');

  // A province user reads the same values, in Nepali, and may not record.
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'province', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  await page.goto(`/np${view}`);
  const totalsNp = page.getByRole('region', { name: 'यी विवरणको जम्मा' });
  await expect(totalsNp.getByText('प्राप्त उपलब्धि').locator('..')).toContainText('१०');
  await page.goto('/np/batch/activityAttributesEntry');
  await expect(
    page.getByRole('heading', { name: 'प्रगति विवरण पालिकाका आफ्नै कर्मचारीले भर्छन्' }),
  ).toBeVisible();

  // Another palika's user asking for it by the URL sees none of it.
  await page.goto('/np/privacy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'palika2', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  await page.goto(`/np${view}`);
  await expect(page.getByRole('heading', { name: 'यी फिल्टरसँग मिल्ने विवरण छैन' })).toBeVisible();
  await expect(page.getByText('Grid camp')).toHaveCount(0);
});
