import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const uniqueSurname = () => `Kay${Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('')}`;

async function headersOf(request: APIRequestContext, username: string) {
  const { token } = await (await request.post('/api/auth/login', { data: { username, password: 'Demo@2083' } })).json();
  return { authorization: `Bearer ${token}` };
}

async function registerPerson(request: APIRequestContext, nameEn: string) {
  const body = {
    _id: crypto.randomUUID(), registrationDate: '2026-11-01', registeredByRole: 'cbrf', nameNe: 'सेवा परीक्षण', nameEn, gender: 'male', dob: '1979-01-15',
    palikaId: 60, wardNo: 3, disabilityTypes: ['physical'], primaryDisabilityType: 'physical', cardStatus: 'none', status: 'active', consentGiven: true,
  };
  const response = await request.post('/api/pwd/profiles', { headers: await headersOf(request, 'cbrf'), data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { _id: string; registrationNo: string };
}

async function choosePerson(page: Page, surname: string) {
  await page.getByLabel('Find the person').fill(surname);
  await page.getByRole('list', { name: 'Matching persons' }).getByRole('button').first().click();
  await expect(page.getByText('Person served')).toBeVisible();
}

test('a palika user records a wheelchair and a referral for a person, finds both, edits one and sees it in the history', async ({ page, request }) => {
  const surname = uniqueSurname();
  const person = await registerPerson(request, `Hari ${surname}`);
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/providedServiceEntry');
  await choosePerson(page, surname);
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Assistive devices › Mobility devices' });
  await page.getByLabel('Device', { exact: true }).selectOption({ label: 'Wheelchair' });
  await page.getByLabel('Provided by', { exact: true }).selectOption({ label: 'CBR facilitator' });
  await page.getByLabel('Cost (Rs)', { exact: true }).fill('15000');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('status')).toContainText('Assistive devices › Mobility devices');

  // Quick entry: the person, date, place and provider stay for the next service.
  await expect(page.getByText(`Hari ${surname}`)).toBeVisible();
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Medical care and referral › Referral to a hospital or specialist' });
  await page.getByLabel('Referred to', { exact: true }).fill('Koshi Hospital');
  await page.getByLabel('Reason for referral', { exact: true }).fill('Pressure sore');
  await page.getByLabel('Referral status', { exact: true }).selectOption({ label: 'Referred' });
  await page.getByRole('button', { name: 'Save this service too' }).click();
  await expect(page.getByRole('status')).toContainText('Referral to a hospital or specialist');

  await page.goto(`/pwd/profile/${person._id}`);
  await expect(page.getByRole('heading', { name: /Services received \(2\)/ })).toBeVisible();
  await page.getByRole('link', { name: 'See all services' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Wheelchair' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Referred' })).toHaveCount(1);
  await expect(page.getByLabel('Totals of the filtered records')).toContainText('Persons served1');

  await rows.filter({ hasText: 'Wheelchair' }).getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit' });
  await editor.getByLabel('Quantity', { exact: true }).fill('2');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toBeHidden();
  await expect(rows.filter({ hasText: 'Wheelchair' })).toContainText('2 Item');
  await rows.filter({ hasText: 'Wheelchair' }).getByRole('button', { name: /^History/ }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed · palika');
  await expect(history.getByRole('listitem').first()).toContainText('1 → 2');
});

test('a super admin adds a service with a number attribute, and a palika user records a service with it', async ({ browser, request }) => {
  const admin = await (await browser.newContext()).newPage();
  const code = `HEALTH.REHAB.T${Array.from({ length: 5 }, () => LATIN[Math.floor(Math.random() * 26)]).join('').toUpperCase()}`;
  const attributeCode = `minutes_${Math.floor(Math.random() * 1e6)}`;
  const nameEn = `Hydrotherapy ${code.slice(-5)}`;
  await signIn(admin, 'superadmin');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/pwd/serviceActivities');
  await admin.getByRole('button', { name: 'Define an attribute' }).click();
  const attributeForm = admin.getByRole('dialog', { name: 'Define an attribute' });
  await attributeForm.getByLabel('Name in Nepali').fill('मिनेट');
  await attributeForm.getByLabel('Name in English').fill(`Minutes ${attributeCode}`);
  await attributeForm.getByLabel('Code').fill(attributeCode);
  await attributeForm.getByLabel('Type').selectOption({ label: 'Whole number' });
  await attributeForm.getByLabel('Smallest value').fill('5');
  await attributeForm.getByLabel('Largest value').fill('120');
  await attributeForm.getByRole('checkbox', { name: 'Required' }).check();
  await attributeForm.getByRole('button', { name: 'Define an attribute' }).click();
  await expect(attributeForm).toBeHidden();

  await admin.getByRole('button', { name: 'Add below: Rehabilitation therapy' }).click();
  const categoryForm = admin.getByRole('dialog', { name: 'Add below: Rehabilitation therapy' });
  await categoryForm.getByLabel('Name in Nepali').fill('जल थेरापी');
  await categoryForm.getByLabel('Name in English').fill(nameEn);
  await categoryForm.getByLabel('Code').fill(code);
  await categoryForm.getByRole('checkbox', { name: `Minutes ${attributeCode} (Whole number)` }).check();
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await expect(categoryForm).toBeHidden();
  await expect(admin.getByRole('navigation', { name: 'Service categories' })).toContainText(nameEn);

  const surname = uniqueSurname();
  await registerPerson(request, `Ram ${surname}`);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/providedServiceEntry');
  await choosePerson(page, surname);
  await page.getByLabel('Service', { exact: true }).selectOption({ label: `Rehabilitation therapy › ${nameEn}` });
  await page.getByLabel('Provided by', { exact: true }).selectOption({ label: 'Health facility' });
  await page.getByLabel(`Minutes ${attributeCode}`).fill('500');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('This number is too large.')).toBeVisible();
  await page.getByLabel(`Minutes ${attributeCode}`).fill('45');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('status')).toContainText(nameEn);
});
