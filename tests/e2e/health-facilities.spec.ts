import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const unique = () =>
  Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** What the journey reads and types, in each language. */
const TEXT = {
  en: {
    prefix: '',
    add: 'Add a health facility',
    nameNe: 'Name in Nepali',
    nameEn: 'Name in English',
    type: 'Type',
    hospital: 'Primary (basic) hospital',
    ownership: 'Ownership',
    local: 'Local level',
    ward: 'Ward',
    four: '4',
    dhis2: 'DHIS2 ID',
    beds: 'Beds',
    fifteen: '15',
    services: ['Physiotherapy', 'Rehabilitation'],
    save: 'Save',
    summary: 'Fields that need attention: 2',
    bedsRequired: 'Beds: This field is required.',
    uidFormat: 'DHIS2 ID: This value is not in the right format.',
    saved: (name: string) => `Saved: ${name}.`,
    offered: 'Physiotherapy, Rehabilitation',
    edit: 'Edit',
    status: 'Status',
    closed: 'Temporarily closed',
    saveChanges: 'Save changes',
    history: 'History',
  },
  np: {
    prefix: '/np',
    add: 'स्वास्थ्य संस्था थप्नुहोस्',
    nameNe: 'नेपालीमा नाम',
    nameEn: 'अङ्ग्रेजीमा नाम',
    type: 'प्रकार',
    hospital: 'आधारभूत (प्राथमिक) अस्पताल',
    ownership: 'स्वामित्व',
    local: 'स्थानीय तह',
    ward: 'वडा',
    four: '४',
    dhis2: 'डीएचआईएस२ आईडी',
    beds: 'शय्या सङ्ख्या',
    fifteen: '१५',
    services: ['फिजियोथेरापी', 'पुनर्स्थापना'],
    save: 'सुरक्षित गर्नुहोस्',
    summary: '२ वटा विवरण सच्याउनुपर्छ',
    bedsRequired: 'शय्या सङ्ख्या: यो विवरण अनिवार्य छ।',
    uidFormat: 'डीएचआईएस२ आईडी: यो मानको ढाँचा मिलेन।',
    saved: (name: string) => `सुरक्षित भयो: ${name}।`,
    offered: 'फिजियोथेरापी, पुनर्स्थापना',
    edit: 'सम्पादन गर्नुहोस्',
    status: 'सञ्चालन अवस्था',
    closed: 'अस्थायी रूपमा बन्द',
    saveChanges: 'परिवर्तन सुरक्षित गर्नुहोस्',
    history: 'इतिहास',
  },
};

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} at ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a facilitator adds a hospital, is told what is missing, saves it and edits it`, async ({
    page,
  }) => {
    const nameNe = `परीक्षण अस्पताल ${unique()}`;
    const nameEn = `Test hospital ${unique()}`;
    await signIn(page, 'cbrf', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/palika/healthFacilityProfile`);
    await page.getByRole('link', { name: t.add }).click();
    await expect(page).toHaveURL(/\?new=1$/);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(t.nameNe).fill(nameNe);
    await field(t.nameEn).fill(nameEn);
    await field(t.type).selectOption({ label: t.hospital });
    await field(t.ownership).selectOption({ label: t.local });
    await field(t.ward).selectOption({ label: t.four });
    for (const service of t.services) await page.getByRole('checkbox', { name: service }).check();
    // Its error shows as it loses focus and moves what is below it, so it is left first.
    await field(t.dhis2).fill('12-bad');
    await field(t.dhis2).press('Tab');
    await page.getByRole('button', { name: t.save, exact: true }).click();

    // Both problems are named, each a link to its field; nothing typed is lost.
    await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
    await page.getByRole('link', { name: t.bedsRequired }).click();
    await expect(field(t.beds)).toBeFocused();
    await expect(page.getByRole('link', { name: t.uidFormat })).toBeVisible();
    await expect(field(t.nameNe)).toHaveValue(nameNe);
    await expectNoSeriousViolations(page);
    await field(t.beds).fill(t.fifteen);
    await field(t.dhis2).fill('aB3dE5gH7jK');
    await page.getByRole('button', { name: t.save, exact: true }).click();

    await expect(page).toHaveURL(/healthFacilityProfile\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText(t.saved(locale === 'np' ? nameNe : nameEn))).toBeVisible();
    const opened = page.getByRole('region', {
      name: new RegExp(locale === 'np' ? nameNe : '^Test hospital'),
    });
    await expect(opened.getByText(t.offered)).toBeVisible();
    await expectNoSeriousViolations(page);

    await opened.getByRole('link', { name: t.edit }).click();
    await expect(field(t.beds)).toHaveValue(/15|१५/);
    await field(t.status).selectOption({ label: t.closed });
    await page.getByRole('button', { name: t.saveChanges }).click();
    await expect(page).toHaveURL(/\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(opened.getByText(t.closed)).toBeVisible();
    await opened.getByRole('button', { name: t.history }).click();
    await expect(page.getByRole('dialog')).toContainText(t.closed);
  });
}

test("another palika's user finds none of the first palika's facilities", async ({ page }) => {
  const login = async (username: string) => {
    const answer = await page.request.post('/api/auth/login', {
      data: { username, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${(await answer.json()).token}` };
  };
  const first = await page.request.get('/api/palika/health-facilities?pageSize=1', {
    headers: await login('palika'),
  });
  const facility = (await first.json()).items[0];
  expect(facility.palika.name).toBe('Biratnagar');

  await signIn(page, 'palika2');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/palika/healthFacilityProfile?search=${encodeURIComponent(facility.nameEn)}`);
  await expect(page.getByText('No health facility matches these filters')).toBeVisible();
  await page.goto(`/palika/healthFacilityProfile?open=${facility._id}`);
  await expect(page.getByRole('region', { name: facility.nameEn })).toHaveCount(0);
  const direct = await page.request.get(`/api/palika/health-facilities/${facility._id}`, {
    headers: await login('palika2'),
  });
  expect(direct.status()).toBe(404);
});
