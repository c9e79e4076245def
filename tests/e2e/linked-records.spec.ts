import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { todayIso } from '@/shared/calendar/today';
import { signIn } from './support';

/** Issue 18 §3: a service names the palika's own school; the CBR dashboard counts what places have and their census. */
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const suffix = () =>
  Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('');

async function headersOf(request: APIRequestContext, username: string) {
  const { token } = await (
    await request.post('/api/auth/login', { data: { username, password: 'Demo@2083' } })
  ).json();
  return { authorization: `Bearer ${token}` };
}

async function made(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.post(url, { headers: await headersOf(request, 'palika'), data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { _id: string };
}

const TEXT = {
  en: {
    prefix: '',
    find: 'Find the person',
    matches: 'Matching persons',
    service: 'Service',
    mobility: 'Assistive devices › Mobility devices',
    device: 'Device',
    wheelchair: 'Wheelchair',
    providedBy: 'Provided by',
    school: 'School',
    which: 'Which ward, school, facility or FCHV',
    option: (name: string) => `${name} (ward 4)`,
    save: 'Save service',
    seeAll: 'See all services',
    resources: 'CBR resources and the census, by palika',
    identified: 'Registered per 100 in the census',
    biratnagar: /^Biratnagar/,
    byWard: 'CBR resources and the census, by ward',
    wardProfileLink: 'Open the profile of Ward 1',
    wardProfile: 'Ward profiles',
  },
  np: {
    prefix: '/np',
    find: 'व्यक्ति खोज्नुहोस्',
    matches: 'मिल्ने व्यक्तिहरू',
    service: 'सेवा',
    mobility: 'सहायक सामग्री › हिँडडुल सहायक सामग्री',
    device: 'सहायक सामग्री',
    wheelchair: 'ह्विलचेयर',
    providedBy: 'सेवा दिने',
    school: 'विद्यालय',
    which: 'कुन वडा, विद्यालय, स्वास्थ्य संस्था वा स्वयंसेविका',
    option: (name: string) => `${name} (वडा ४)`,
    save: 'सेवा सुरक्षित गर्नुहोस्',
    seeAll: 'सबै सेवा हेर्नुहोस्',
    resources: 'पालिका अनुसार सीबीआर स्रोत र जनगणना',
    identified: 'जनगणनाका प्रति १०० मा दर्ता',
    biratnagar: /^विराटनगर/,
    byWard: 'वडा अनुसार सीबीआर स्रोत र जनगणना',
    wardProfileLink: 'वडा १ को प्रोफाइल खोल्नुहोस्',
    wardProfile: 'वडा विवरण',
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];

  test(`(${locale}) a palika user records a service given by one of its schools, and finds it named`, async ({
    page,
    request,
  }) => {
    const tag = suffix();
    const nameEn = `Janakalyan Basic School ${tag}`;
    const nameNe = `श्री जनकल्याण आधारभूत विद्यालय ${tag}`;
    await made(request, '/api/palika/schools', {
      _id: crypto.randomUUID(),
      palikaId: 60,
      wardNo: 4,
      iemisCode: String(100000 + Math.floor(Math.random() * 800000)),
      nameNe,
      nameEn,
      schoolType: 'community',
      levels: ['basic_1_5'],
      academicYearBs: 2082,
    });
    const surname = `Kay${tag}`;
    const person = await made(request, '/api/pwd/profiles', {
      _id: crypto.randomUUID(),
      // Today: the period the palika has not submitted yet (an earlier one may be locked).
      registrationDate: todayIso(),
      registeredByRole: 'cbrf',
      nameNe: 'सेवा परीक्षण',
      nameEn: `Hari ${surname}`,
      gender: 'male',
      dob: '1979-01-15',
      palikaId: 60,
      wardNo: 4,
      disabilityTypes: ['physical'],
      primaryDisabilityType: 'physical',
      cardStatus: 'none',
      status: 'active',
      consentGiven: true,
    });
    await signIn(page, 'palika', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/pwd/providedServiceEntry`);
    await page.getByLabel(t.find).fill(surname);
    await page.getByRole('listbox', { name: t.matches }).getByRole('option').first().click();
    await page.getByLabel(t.service, { exact: true }).selectOption({ label: t.mobility });
    await page.getByLabel(t.device, { exact: true }).selectOption({ label: t.wheelchair });
    await page.getByLabel(t.providedBy, { exact: true }).selectOption({ label: t.school });
    const label = t.option(locale === 'np' ? nameNe : nameEn);
    const which = page.getByLabel(t.which, { exact: true });
    await expect(which.getByRole('option', { name: label })).toHaveCount(1);
    await which.selectOption({ label });
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status')).toContainText(t.mobility);

    await page.goto(`${t.prefix}/pwd/profile/${person._id}`);
    await page.getByRole('link', { name: t.seeAll }).click();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: t.wheelchair });
    await expect(row).toContainText(`${t.school}: ${label}`);
  });

  test(`(${locale}) a district user reads each palika's CBR resources against its census and opens one by ward`, async ({
    page,
  }) => {
    await signIn(page, 'district', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/dashboardCBR`);
    const kpi = page.getByRole('heading', { name: t.identified, exact: true }).locator('..');
    await expect(kpi).toContainText(locale === 'np' ? /[०-९]/ : /\d/);
    const panel = page.locator('section[aria-labelledby="resources-heading"]');
    await expect(panel.getByRole('heading', { name: t.resources })).toBeVisible();
    await panel.getByRole('button', { name: t.biratnagar }).click();
    await expect(page.getByRole('heading', { name: t.byWard })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('section[aria-labelledby="resources-heading"]')
      .analyze();
    expect(
      results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([]);
    await panel.getByRole('link', { name: t.wardProfileLink, exact: true }).click();
    await expect(page).toHaveURL(/\/palika\/wardProfile\?open=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.wardProfile);
  });
}
