import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { todayIso } from '@/shared/calendar/today';
import { expectDashboard, signIn } from './support';

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const surname = () =>
  `Dash${Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('')}`;

/** A few persons in Biratnagar, registered this fiscal year, one of them served. */
test.beforeAll(async ({ request }) => {
  const { token } = await (
    await request.post('/api/auth/login', { data: { username: 'cbrf', password: 'Demo@2083' } })
  ).json();
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = await (await request.get('/api/services/catalogue', { headers })).json();
  const physiotherapy = catalogue.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  for (const [index, gender] of (['female', 'male', 'female'] as const).entries()) {
    const person = await register(request, headers, gender, index);
    if (index === 0) {
      const service = {
        _id: crypto.randomUUID(),
        pwdId: person._id,
        isGroup: false,
        categoryId: physiotherapy,
        serviceDate: todayIso(),
        palikaId: 60,
        wardNo: 3,
        providerType: 'cbrf',
        quantity: 1,
        unit: 'session',
        attributes: {},
      };
      expect((await request.post('/api/services/records', { headers, data: service })).ok()).toBe(
        true,
      );
    }
  }
});

async function register(
  request: APIRequestContext,
  headers: Record<string, string>,
  gender: string,
  index: number,
) {
  const body = {
    _id: crypto.randomUUID(),
    registrationDate: todayIso(),
    registeredByRole: 'cbrf',
    nameNe: 'ड्यास परीक्षण',
    nameEn: `Mina ${surname()}`,
    gender,
    dob: `198${index}-03-15`,
    palikaId: 60,
    wardNo: 3,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    cardStatus: 'none',
    status: 'active',
    consentGiven: true,
  };
  const response = await request.post('/api/pwd/profiles', { headers, data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { _id: string };
}

const TEXT = {
  en: {
    prefix: '',
    registered: 'Persons registered',
    koshi: /^Koshi Province: /,
    morang: /^Morang$/,
    biratnagar: /^Biratnagar/,
    crumbKoshi: 'Koshi Province',
    nepal: 'Nepal',
    persons: /^([\d,]+) persons$/,
    digits: /^[\d,]+$/,
  },
  np: {
    prefix: '/np',
    registered: 'दर्ता भएका व्यक्ति',
    koshi: /^कोशी प्रदेश: /,
    morang: /^मोरंग$/,
    biratnagar: /^विराटनगर/,
    crumbKoshi: 'कोशी प्रदेश',
    nepal: 'नेपाल',
    persons: /^([०-९,]+) जना$/,
    digits: /^[०-९,]+$/,
  },
};

/** The places panel asks for its figures only once scrolled into view, as on a phone. */
async function places(page: Page) {
  await page.locator('#places-heading').scrollIntoViewIfNeeded();
}

async function kpi(page: Page, label: string) {
  const card = page
    .getByRole('region', { name: /Key figures|मुख्य तथ्याङ्क/ })
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  const link = card.getByRole('link');
  await expect(link).toBeVisible();
  return { link, value: (await link.innerText()).trim() };
}

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a national user drills from the province map to a district, a palika and its persons; the list counts what was clicked`, async ({
    page,
  }) => {
    await signIn(page, 'admin', { locale });
    await expectDashboard(page, locale);
    await places(page);
    // The map answers a pointer (its keyboard way in is the table beside it, one stop per place).
    await page
      .locator('figure svg[role="img"] g')
      .filter({ has: page.locator('title', { hasText: t.koshi }) })
      .click();
    await expect(page).toHaveURL(/provinceId=1/);
    await expect(
      page
        .getByRole('navigation', { name: /Where you are|तपाईं कहाँ हुनुहुन्छ/ })
        .locator('[aria-current="page"]'),
    ).toHaveText(t.crumbKoshi);
    await places(page);
    await page.getByRole('button', { name: t.morang }).click();
    await expect(page).toHaveURL(/districtId=\d+/);
    await places(page);
    await page.getByRole('button', { name: t.biratnagar }).click();
    await expect(page).toHaveURL(/palikaId=60/);
    const registered = await kpi(page, t.registered);
    expect(registered.value).toMatch(t.digits);
    await registered.link.click();
    await expect(page).toHaveURL(/\/pwd\/profile\/list\?.*palikaId=60.*registeredTo=/);
    await expect(page.getByRole('status').filter({ hasText: t.persons })).toHaveText(t.persons);
    const listed = (
      await page.getByRole('status').filter({ hasText: t.persons }).innerText()
    ).match(t.persons)![1];
    expect(listed).toBe(registered.value);
    await page.goBack();
    await page
      .getByRole('navigation', { name: /Where you are|तपाईं कहाँ हुनुहुन्छ/ })
      .getByRole('button', { name: t.nepal, exact: true })
      .click();
    await expect(page).not.toHaveURL(/provinceId/);
  });
}

test('a filter change is in the URL and survives a reload', async ({ page }) => {
  await signIn(page, 'palika');
  await expectDashboard(page);
  const everyone = (await kpi(page, 'Persons registered')).value;
  await page.getByLabel('Sex', { exact: true }).selectOption('female');
  await expect(page).toHaveURL(/gender=female/);
  await expect(async () =>
    expect((await kpi(page, 'Persons registered')).value).not.toBe(everyone),
  ).toPass();
  const before = (await kpi(page, 'Persons registered')).value;
  await page.reload();
  await expect(page.getByLabel('Sex', { exact: true })).toHaveValue('female');
  expect((await kpi(page, 'Persons registered')).value).toBe(before);
});

test('the build travels compressed: the browser gets Brotli copies of scripts and styles', async ({
  page,
}) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/index-.*\.(js|css)$/.test(response.url()))
      encodings.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(encodings.length).toBeGreaterThanOrEqual(2);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

test('(np) Service Provided prints on A4: every chart as a table in Nepali, services by component and month included, with period, place and filters; no menus', async ({
  page,
}) => {
  await signIn(page, 'palika', { locale: 'np' });
  await expectDashboard(page, 'np');
  await page
    .getByRole('navigation', { name: 'ड्यासबोर्डहरू' })
    .getByRole('link', { name: 'प्रदान गरिएका सेवाहरू' })
    .click();
  await page.getByLabel('लिङ्ग', { exact: true }).selectOption('female');
  await expect(page).toHaveURL(/\/np\/serviceProvided\?.*gender=female/);
  // The browser's dialog cannot be driven: count the calls, then look at the page as paper.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'छाप्नुहोस्' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 703, height: 1100 }); // A4 less 12 mm margins, at 96 dpi

  await expect(page.getByText(/^अवधि: २०८३\/८४। स्थान: .*विराटनगर.*। फिल्टर: महिला।$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ड्यासबोर्डहरू' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'ड्यासबोर्ड फिल्टर' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'छाप्नुहोस्' })).toBeHidden();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const charts = page.locator('section[aria-labelledby^="chart-"]');
  expect(await charts.count()).toBeGreaterThanOrEqual(6);
  for (const chart of await charts.all())
    await expect(
      chart.locator('table').or(chart.getByText('यी फिल्टरमा केही अभिलेख छैन।')),
    ).toBeVisible();
  const stacked = page.locator(
    'section[aria-labelledby="chart-services-by-month-and-component"] table',
  );
  await expect(stacked.getByRole('columnheader', { name: 'स्वास्थ्य' })).toBeVisible();
  await expect(stacked.getByRole('rowheader', { name: 'मंसिर' })).toBeVisible();
  // The paper in Nepali; only the printed-on line names the user as stored (a person's name is data).
  await expect(page.getByTestId('printed-by')).toContainText('पालिका कर्मचारी, विराटनगर');
  const paper = await page
    .locator('main > :not([data-testid="printed-by"])')
    .evaluateAll((parts) => parts.map((part) => (part as HTMLElement).innerText).join('\n'));
  expect(paper).not.toMatch(/[A-Za-z]{4,}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
