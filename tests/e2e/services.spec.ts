import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { todayIso } from '@/shared/calendar/today';
import { signIn } from './support';

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const uniqueSurname = () =>
  `Kay${Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('')}`;

async function headersOf(request: APIRequestContext, username: string) {
  const { token } = await (
    await request.post('/api/auth/login', { data: { username, password: 'Demo@2083' } })
  ).json();
  return { authorization: `Bearer ${token}` };
}

async function registerPerson(request: APIRequestContext, nameEn: string) {
  const body = {
    _id: crypto.randomUUID(),
    registrationDate: todayIso(),
    registeredByRole: 'cbrf',
    nameNe: 'सेवा परीक्षण',
    nameEn,
    gender: 'male',
    dob: '1979-01-15',
    palikaId: 60,
    wardNo: 3,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    cardStatus: 'none',
    status: 'active',
    consentGiven: true,
  };
  const response = await request.post('/api/pwd/profiles', {
    headers: await headersOf(request, 'cbrf'),
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { _id: string; registrationNo: string };
}

/** What the journey reads and clicks, in each language. */
const TEXT = {
  en: {
    prefix: '',
    find: 'Find the person',
    matches: 'Matching persons',
    served: 'Person served',
    service: 'Service',
    device: 'Device',
    wheelchair: 'Wheelchair',
    mobility: 'Assistive devices › Mobility devices',
    referral: 'Medical care and referral › Referral to a hospital or specialist',
    providedBy: 'Provided by',
    cbrf: 'CBR facilitator',
    cost: 'Cost (NPR)',
    costValue: '15000',
    save: 'Save service',
    saveNext: 'Save this service too',
    referredTo: 'Referred to',
    reason: 'Reason for referral',
    status: 'Referral status',
    referred: 'Referred',
    servicesHeading: /Services received \(2\)/,
    seeAll: 'See all services',
    totals: 'Totals of the filtered records',
    personsServed: 'Persons served1',
    edit: 'Edit',
    quantity: 'Quantity',
    two: '2',
    saveChanges: 'Save changes',
    twoItems: '2 items',
    history: 'History',
    changed: 'Changed · palika',
    oneToTwo: '1 → 2',
  },
  np: {
    prefix: '/np',
    find: 'व्यक्ति खोज्नुहोस्',
    matches: 'मिल्ने व्यक्तिहरू',
    served: 'सेवा पाउने व्यक्ति',
    service: 'सेवा',
    device: 'सहायक सामग्री',
    wheelchair: 'ह्विलचेयर',
    mobility: 'सहायक सामग्री › हिँडडुल सहायक सामग्री',
    referral: 'उपचार तथा प्रेषण › अस्पताल वा विशेषज्ञमा प्रेषण',
    providedBy: 'सेवा दिने',
    cbrf: 'सीबीआर सहजकर्ता',
    cost: 'लागत (रु.)',
    costValue: '१५०००',
    save: 'सेवा सुरक्षित गर्नुहोस्',
    saveNext: 'यो सेवा पनि सुरक्षित गर्नुहोस्',
    referredTo: 'प्रेषण गरिएको संस्था',
    reason: 'प्रेषणको कारण',
    status: 'प्रेषणको स्थिति',
    referred: 'प्रेषण गरिएको',
    servicesHeading: /पाएका सेवा \(२\)/,
    seeAll: 'सबै सेवा हेर्नुहोस्',
    totals: 'छानिएका अभिलेखको जम्मा',
    personsServed: 'सेवा पाउने व्यक्ति१',
    edit: 'सम्पादन',
    quantity: 'परिमाण',
    two: '२',
    saveChanges: 'परिवर्तन सुरक्षित गर्नुहोस्',
    twoItems: '२ थान',
    history: 'इतिहास',
    changed: 'परिवर्तन गरियो · palika',
    oneToTwo: '१ → २',
  },
};

async function choosePerson(page: Page, surname: string, t: (typeof TEXT)['en']) {
  await page.getByLabel(t.find).fill(surname);
  await page.getByRole('listbox', { name: t.matches }).getByRole('option').first().click();
  await expect(page.getByText(t.served, { exact: true })).toBeVisible();
}

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a palika user records a wheelchair and a referral for a person, finds both, edits one and sees it in the history`, async ({
    page,
    request,
  }) => {
    const surname = uniqueSurname();
    const person = await registerPerson(request, `Hari ${surname}`);
    await signIn(page, 'palika', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/pwd/providedServiceEntry`);
    await choosePerson(page, surname, t);
    await page.getByLabel(t.service, { exact: true }).selectOption({ label: t.mobility });
    await page.getByLabel(t.device, { exact: true }).selectOption({ label: t.wheelchair });
    await page.getByLabel(t.providedBy, { exact: true }).selectOption({ label: t.cbrf });
    await page.getByLabel(t.cost, { exact: true }).fill(t.costValue);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status')).toContainText(t.mobility);

    // Quick entry: the person, date, place and provider stay for the next service.
    await expect(page.getByText(`Hari ${surname}`)).toBeVisible();
    await page.getByLabel(t.service, { exact: true }).selectOption({ label: t.referral });
    await page.getByLabel(t.referredTo, { exact: true }).fill('Koshi Hospital');
    await page.getByLabel(t.reason, { exact: true }).fill('Pressure sore');
    await page.getByLabel(t.status, { exact: true }).selectOption({ label: t.referred });
    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByRole('status')).toContainText(t.referral.split(' › ')[1]);

    await page.goto(`${t.prefix}/pwd/profile/${person._id}`);
    await expect(page.getByRole('heading', { name: t.servicesHeading })).toBeVisible();
    await page.getByRole('link', { name: t.seeAll }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: t.wheelchair })).toHaveCount(1);
    await expect(rows.filter({ hasText: t.referred })).toHaveCount(1);
    await expect(page.getByLabel(t.totals)).toContainText(t.personsServed);

    await rows
      .filter({ hasText: t.wheelchair })
      .getByRole('button', { name: new RegExp(`^${t.edit}`) })
      .click();
    const editor = page.getByRole('dialog', { name: t.edit });
    await editor.getByLabel(t.quantity, { exact: true }).fill(t.two);
    await editor.getByRole('button', { name: t.saveChanges }).click();
    await expect(editor).toBeHidden();
    await expect(rows.filter({ hasText: t.wheelchair })).toContainText(t.twoItems);
    await rows
      .filter({ hasText: t.wheelchair })
      .getByRole('button', { name: new RegExp(`^${t.history}`) })
      .click();
    const history = page.getByRole('dialog', { name: t.history });
    await expect(history.getByRole('listitem').first()).toContainText(t.changed);
    await expect(history.getByRole('listitem').first()).toContainText(t.oneToTwo);
  });
}

test('a super admin adds a service with a number attribute, and a palika user records a service with it', async ({
  browser,
  request,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const code = `HEALTH.REHAB.T${Array.from(
    { length: 5 },
    () => LATIN[Math.floor(Math.random() * 26)],
  )
    .join('')
    .toUpperCase()}`;
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
  await categoryForm
    .getByRole('checkbox', { name: `Minutes ${attributeCode} (Whole number)` })
    .check();
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await expect(categoryForm).toBeHidden();
  await expect(admin.getByRole('navigation', { name: 'Service categories' })).toContainText(nameEn);

  const surname = uniqueSurname();
  await registerPerson(request, `Ram ${surname}`);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/providedServiceEntry');
  await choosePerson(page, surname, TEXT.en);
  await page
    .getByLabel('Service', { exact: true })
    .selectOption({ label: `Rehabilitation therapy › ${nameEn}` });
  await page.getByLabel('Provided by', { exact: true }).selectOption({ label: 'Health facility' });
  await page.getByLabel(`Minutes ${attributeCode}`).fill('500');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('This number is too large.', { exact: true })).toBeVisible();
  // The summary at the top names the field by its label and takes the focus.
  await expect(
    page.getByRole('link', {
      name: new RegExp(`^Minutes ${attributeCode}.*: This number is too large\\.$`),
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fields that need attention: 1' })).toBeVisible();
  await page.getByLabel(`Minutes ${attributeCode}`).fill('45');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('status')).toContainText(nameEn);
});
