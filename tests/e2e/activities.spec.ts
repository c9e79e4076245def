import { type Page, expect, test } from '@playwright/test';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { signIn } from './support';

/** Next fiscal year: planned ahead, and empty in the demo data. */
const NEXT = fiscalPeriodOf(toIsoDate(todayInNepal()))!.fiscalYear + 1;
const unique = () => String(Math.floor(Math.random() * 1e6));
const BIRATNAGAR = 60;

const focusedItem = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement;
    return item?.getAttribute('role') === 'treeitem'
      ? `${item.textContent?.replace(/^[▾▸]/, '')}|${item.getAttribute('aria-expanded')}`
      : `not a tree item: ${item?.tagName}`;
  });

async function addActivity(page: Page, code: string, name: string, budget: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Add an activity/);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Name in Nepali', { exact: true }).fill(name);
  await page.getByLabel('Budget (NPR)', { exact: true }).fill(budget);
  await page.getByRole('button', { name: 'Save the activity' }).click();
  await expect(page.getByText(`Saved: ${code}.`)).toBeVisible();
}

test('a palika user builds a two-level hierarchy, walks it by keyboard; a province user reads it, another palika sees none of it', async ({
  page,
}) => {
  const parent = `K${unique()}`;
  const child = `${parent}.1`;
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/batch/activityHierarchy?fiscalYear=${NEXT}`);
  await page.getByRole('main').getByRole('link', { name: 'Add an activity' }).first().click();
  await addActivity(page, parent, 'अपाङ्गता पहिचान शिविर', '100000');
  // Back in the tree with the new activity chosen: a sub-activity under it costs more than it.
  await page.getByRole('link', { name: `Add a sub-activity under ${parent}` }).click();
  await expect(page.getByLabel('Under the activity', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await addActivity(page, child, 'वडा ३ मा परिचयपत्र शिविर', '150000');
  const tree = page.getByRole('tree');
  await expect(tree.getByRole('treeitem', { name: new RegExp(`^${parent} `) })).toContainText(
    'Sub-activities cost NPR 150,000: more than this',
  );

  // The keyboard walks the tree: one stop, arrows inside.
  await tree.getByRole('treeitem', { name: new RegExp(`^${parent} `) }).focus();
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${parent}.*\\|true$`));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${child.replace('.', '\\.')}`));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${parent}.*\\|true$`));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${parent}.*\\|false$`));
  await expect(
    tree.getByRole('treeitem', { name: new RegExp(`^${child.replace('.', '\\.')} `) }),
  ).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(
    tree.getByRole('treeitem', { name: new RegExp(`^${child.replace('.', '\\.')} `) }),
  ).toBeVisible();

  // A province user reads Biratnagar's year and has nothing to change it with.
  const url = `/batch/activityHierarchy?provinceId=1&districtId=5&palikaId=${BIRATNAGAR}&fiscalYear=${NEXT}`;
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'province');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(url);
  await expect(page.getByRole('treeitem', { name: new RegExp(`^${parent} `) })).toBeVisible();
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Add an activity' })).toHaveCount(
    0,
  );

  // Another palika's user asking for it by the URL sees none of it.
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'palika2');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(url);
  await expect(
    page.getByRole('heading', { level: 2, name: /No activity is planned/ }),
  ).toBeVisible();
  await expect(page.getByText(parent)).toHaveCount(0);
});

test('(np) a palika user adds an activity in Nepali with a code in Devanagari digits', async ({
  page,
}) => {
  const digits = unique();
  const devanagari = [...digits].map((d) => '०१२३४५६७८९'[Number(d)]).join('');
  await signIn(page, 'palika2', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  await page.goto(`/np/batch/activityHierarchy?fiscalYear=${NEXT}`);
  await page.getByRole('main').getByRole('link', { name: 'क्रियाकलाप थप्नुहोस्' }).first().click();
  await page.getByLabel('कोड', { exact: true }).fill(devanagari);
  await page.getByLabel('नेपालीमा नाम', { exact: true }).fill('फिजियोथेरापी घरभेट');
  await page
    .getByLabel('योजित सुरु', { exact: true })
    .fill(
      `${'२०'}${[...String(NEXT).slice(2)].map((d) => '०१२३४५६७८९'[Number(d)]).join('')}-०६-०१`,
    );
  await page.getByRole('button', { name: 'क्रियाकलाप सुरक्षित गर्नुहोस्' }).click();
  // Stored in Latin digits, shown as saved.
  await expect(page.getByText(`सुरक्षित भयो: ${digits}।`)).toBeVisible();
  await expect(page.getByRole('treeitem', { name: new RegExp(`^${digits}`) })).toContainText(
    'फिजियोथेरापी घरभेट',
  );
});
