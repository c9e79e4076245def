import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { todayIso } from '@/shared/calendar/today';
import { profileUpdateOf } from '@/shared/pwd/profile-input';
import { signIn } from './support';

const CONSONANTS = 'कखगघचछजझटठडढतथदधनपफबभमयरलवशसह';
/** A Nepali name no other journey uses, so the journeys do not depend on each other's data. */
const uniqueNepaliName = (given: string) =>
  `${given} ${Array.from({ length: 5 }, () => CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)]).join('')}`;

async function openProfileList(page: Page, locale: 'en' | 'np' = 'en') {
  await page.goto(locale === 'np' ? '/np/pwd/profile/list' : '/pwd/profile/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'np' ? 'अपाङ्गता भएका व्यक्तिहरू' : 'Persons with disabilities',
  );
}

test('a PALIKA user sees only their palika, district and province in the place picker', async ({
  page,
}) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfileList(page);
  // Only the places of the user's area, each the one choice where the area holds one: no "All"
  // over a list the user cannot widen (issue 37 §2.6).
  const options = (label: string) => page.getByLabel(label, { exact: true }).locator('option');
  await expect(options('Province')).toHaveText(['Koshi Province']);
  await expect(options('District')).toHaveText(['Morang']);
  await expect(options('Palika')).toHaveText([/^Biratnagar/]);
});

test('in Nepali, a palika user registers a person with a BS date in Devanagari digits, and a second attempt warns of the duplicate', async ({
  page,
}) => {
  const name = uniqueNepaliName('सुनिता');
  await signIn(page, 'palika', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  for (const attempt of [1, 2]) {
    await page.goto('/np/pwd/profile/newProfile');
    await page.getByLabel('दर्ता गर्ने', { exact: true }).selectOption({ label: 'सीबीआर सहजकर्ता' });
    await page.getByLabel('नाम (नेपालीमा)', { exact: true }).fill(name);
    await page.getByLabel('लिङ्ग', { exact: true }).selectOption({ label: 'महिला' });
    await page.getByLabel('जन्म मिति', { exact: true }).fill('२०४०-०५-१५');
    await page.getByLabel('आमाको नाम', { exact: true }).fill('कमला');
    await page.getByLabel('वडा', { exact: true }).selectOption({ label: '३' });
    await page
      .getByRole('group', { name: 'अपाङ्गताका प्रकार' })
      .getByLabel('शारीरिक', { exact: true })
      .check();
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

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const uniqueSurname = () =>
  `Zed${Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('')}`;

async function apiAs(request: import('@playwright/test').APIRequestContext, username: string) {
  const { token } = await (
    await request.post('/api/auth/login', { data: { username, password: 'Demo@2083' } })
  ).json();
  return { authorization: `Bearer ${token}` };
}

function personBody(nameEn: string, extra: Record<string, unknown> = {}) {
  return {
    _id: crypto.randomUUID(),
    registrationDate: todayIso(),
    registeredByRole: 'cbrf',
    nameNe: 'परीक्षण व्यक्ति',
    nameEn,
    gender: 'female',
    dob: '1988-03-04',
    palikaId: 60,
    wardNo: 2,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    cardStatus: 'none',
    status: 'active',
    consentGiven: true,
    ...extra,
  };
}

test('the exported CSV holds exactly the rows the filtered list shows', async ({
  page,
  request,
}) => {
  const surname = uniqueSurname();
  const headers = await apiAs(request, 'cbrf');
  // Chandra's tole and father's name are what a hostile or careless entry looks like to a spreadsheet.
  const hostile = {
    Chandra: { tole: '=HYPERLINK("http://evil.example","x")', fatherName: '@SUM(1+1)' },
  } as Record<string, Record<string, string>>;
  for (const given of ['Asha', 'Bina', 'Chandra'])
    expect(
      (
        await request.post('/api/pwd/profiles', {
          headers,
          data: personBody(`${given} ${surname}`, hostile[given]),
        })
      ).ok(),
    ).toBe(true);
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfileList(page);
  await page.getByLabel('Name, registration or card number').fill(surname);
  await expect(page).toHaveURL(new RegExp(`search=${surname}`));
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const shown = (await rows.locator('td:first-child').allTextContents()).sort();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  const lines = file
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Registration number,Registration date,Name in Nepali,Name in English/);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(shown);
  expect(
    lines.slice(1).every((line) => line.includes(surname) && line.includes('परीक्षण व्यक्ति')),
  ).toBe(true);
  // No spreadsheet evaluates them: each starts with an apostrophe (quoting alone does not stop Excel).
  const chandra = lines.find((line) => line.includes(`Chandra ${surname}`))!;
  expect(chandra).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
  expect(chandra).toContain(",'@SUM(1+1),");

  // The Excel file, read by a library that did not write it (exceljs): every row, Devanagari
  // intact, and the formula-like text a text cell, never a formula.
  const excelDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const excel = await excelDownload;
  expect(excel.suggestedFilename()).toBe('persons-with-disabilities.xlsx');
  const bytes = readFileSync(await excel.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const cells: ExcelJS.Cell[] = [];
  workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  const texts = cells.map((cell) => cell.value);
  for (const registrationNo of shown) expect(texts).toContain(registrationNo);
  expect(texts.filter((text) => String(text).includes('परीक्षण व्यक्ति'))).toHaveLength(3);
  const hyperlink = cells.find((cell) => cell.value === '=HYPERLINK("http://evil.example","x")');
  expect(hyperlink?.type).toBe(ExcelJS.ValueType.String);
  expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
});

test('a profile prints in Nepali without the menus', async ({ page, request }) => {
  const headers = await apiAs(request, 'cbrf');
  const person = await (
    await request.post('/api/pwd/profiles', {
      headers,
      data: personBody(`Print ${uniqueSurname()}`),
    })
  ).json();
  await signIn(page, 'palika', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  await page.goto(`/np/pwd/profile/${person._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('परीक्षण व्यक्ति');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनु' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'छाप्नुहोस्' })).toBeHidden();
  await expect(page.getByTestId('printed-by')).toContainText('ले छापेको');
  await expect(page.getByRole('region', { name: 'अपाङ्गता', exact: true })).toContainText('शारीरिक');
});

test('an edit that started before someone else saved shows what changed, and saves only when asked; the history shows it', async ({
  page,
  request,
}) => {
  const name = `Dipa ${uniqueSurname()}`;
  const headers = await apiAs(request, 'cbrf');
  const person = await (
    await request.post('/api/pwd/profiles', { headers, data: personBody(name) })
  ).json();
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/pwd/profile/${person._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Tole', { exact: true }).fill('Shanti Tole');

  expect(
    (
      await request.put(`/api/pwd/profiles/${person._id}`, {
        headers,
        data: { ...profileUpdateOf(person), wardNo: 4 },
      })
    ).ok(),
  ).toBe(true);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Someone else changed this record' });
  await expect(dialog).toContainText('cbrf');
  await expect(dialog.getByRole('row', { name: /Ward/ })).toContainText('2');
  await expect(dialog.getByRole('row', { name: /Ward/ })).toContainText('4');
  await dialog.getByRole('button', { name: 'Apply my changes to the current version' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  // Both edits hold: the other user's ward and this user's tole.
  const details = page.getByRole('region', { name: 'Address' });
  await expect(details.getByRole('definition').filter({ hasText: 'Shanti Tole' })).toHaveCount(1);
  await expect(details).toContainText('Ward4');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('palika');
  await expect(history.getByRole('listitem').first()).toContainText('Shanti Tole');
});

test('on a broken line the list says the server cannot be reached, not that nobody is registered, and "Try again" brings the persons back', async ({
  page,
}) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  const LIST = /\/api\/pwd\/profiles\?/;
  await page.route(LIST, (request) => request.abort('internetdisconnected'));
  await openProfileList(page);
  const failure = page.getByRole('alert').filter({ hasText: 'The server cannot be reached' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No person is registered in your area yet')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unroute(LIST);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(failure).toHaveCount(0);
});
