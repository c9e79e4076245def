import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { todayIso } from '@/shared/calendar/today';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { toDevanagariDigits } from '@/shared/format/digits';
import { reportPeriodOf } from '@/shared/reporting/periods';
import { hasFocus, tabUntil } from './keyboard-support';
import { answerQualityChecks, flagsRead } from './quality-checks';
import { signIn } from './support';

/**
 * Issue 39's journey, in each language, on Biratnagar's current period (a person registered today
 * counts in it and in no period the demo locked), opened again before and after:
 * `palika` submits (answering what the period's data-quality flags ask first, if any); `district` opens the submission from the inbox, drills from a figure to the
 * records and returns it with a reason, by keyboard alone; `palika` fixes a record and submits
 * again; `district` approves; `cbrf` then finds a service of that period locked and reads why not.
 */
const PALIKA = 60;
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const surname = () =>
  `Rep${Array.from({ length: 6 }, () => LATIN[Math.floor(Math.random() * 26)]).join('')}`;

const TODAY = todayIso();
const NOW = reportPeriodOf(TODAY)!;
const EN_MONTHS = ['', 'Shrawan–Kartik', 'Mangsir–Falgun', 'Chaitra–Asar'];
const NP_PERIOD = [
  '',
  'पहिलो चौमासिक (साउन–कात्तिक)',
  'दोस्रो चौमासिक (मंसिर–फागुन)',
  'तेस्रो चौमासिक (चैत–असार)',
];
const NP_YEAR = toDevanagariDigits(fiscalYearLabel(NOW.fiscalYear));

const TEXT = {
  en: {
    prefix: '',
    periodWords: `${fiscalYearLabel(NOW.fiscalYear)}, Period ${NOW.period} (${EN_MONTHS[NOW.period]})`,
    approveItem: `Approve Biratnagar's ${fiscalYearLabel(NOW.fiscalYear)}, Period ${NOW.period} (${EN_MONTHS[NOW.period]})`,
    inbox: /^Inbox/,
    services: /^Services/,
    submit: 'Submit',
    return: 'Return',
    approve: 'Approve',
    reason: 'Reason',
    required: 'This field is required.',
    why: 'Two services lack a quantity: please check.',
    open: 'Open',
    submitted: 'Submitted',
    approved: 'Approved',
    returned: 'Returned',
    seeAll: 'See all services',
    edit: 'Edit',
    lockedBadge: 'Locked: Approved',
    lockWhy: /were approved by .* so they cannot change now/,
    wayOut: 'ask Morang district to reopen the period',
    partial: 'Names, phones and other details can still be changed.',
    saveChanges: 'Save changes',
    openPeriod: 'Open the period',
  },
  np: {
    prefix: '/np',
    periodWords: `${NP_YEAR} को ${NP_PERIOD[NOW.period]}`,
    approveItem: `विराटनगर को ${NP_YEAR} को ${NP_PERIOD[NOW.period]} स्वीकृत गर्नुहोस्`,
    inbox: /^इनबक्स/,
    services: /^सेवा [०-९]/, // not सेवा पाएका व्यक्ति (persons served)
    submit: 'पेश गर्नुहोस्',
    return: 'फिर्ता गर्नुहोस्',
    approve: 'स्वीकृत गर्नुहोस्',
    reason: 'कारण',
    required: 'यो विवरण अनिवार्य छ।',
    why: 'दुई सेवामा परिमाण छैन: जाँच गर्नुहोस्।',
    open: 'खुला',
    submitted: 'पेश गरिएको',
    approved: 'स्वीकृत',
    returned: 'फिर्ता गरिएको',
    seeAll: 'सबै सेवा हेर्नुहोस्',
    edit: 'सम्पादन',
    lockedBadge: 'बन्द: स्वीकृत',
    lockWhy: /स्वीकृत गर्नुभएकोले अहिले बदल्न मिल्दैन/,
    wayOut: 'मोरंग जिल्लालाई यो अवधि पुनः खोल्न', // the district's name as the geography holds it
    partial: 'नाम, फोन र अरू विवरण अझै बदल्न सकिन्छ।',
    saveChanges: 'परिवर्तन सुरक्षित गर्नुहोस्',
    openPeriod: 'अवधि हेर्नुहोस्',
  },
};

async function headersOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/auth/login', {
    data: { username, password: 'Demo@2083' },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The period open again whatever the demo left it in (an administrator returns or reopens it). */
async function openPeriod(request: APIRequestContext, fiscalYear: number, period: number) {
  const headers = await headersOf(request, 'admin');
  const path = `/api/reports/${PALIKA}/${fiscalYear}/${period}`;
  for (let step = 0; step < 3; step++) {
    const report = await (await request.get(path, { headers })).json();
    if (report.state === 'open') return;
    const move = report.state === 'submitted' ? 'return' : 'reopen';
    const moved = await request.post(`${path}/moves`, {
      headers,
      data: { move, reason: 'The journey starts from an open period', version: report.version },
    });
    expect(moved.ok()).toBe(true);
  }
}

/** A person of Biratnagar registered and given a physiotherapy session today. */
async function personServed(request: APIRequestContext) {
  const headers = await headersOf(request, 'cbrf');
  const catalogue = await (await request.get('/api/services/catalogue', { headers })).json();
  const category = catalogue.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  const person = {
    _id: crypto.randomUUID(),
    registrationDate: TODAY,
    registeredByRole: 'cbrf',
    nameNe: 'प्रतिवेदन परीक्षण',
    nameEn: `Gita ${surname()}`,
    gender: 'female',
    dob: '1985-03-15',
    palikaId: PALIKA,
    wardNo: 3,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    cardStatus: 'none',
    status: 'active',
    consentGiven: true,
  };
  const registered = await request.post('/api/pwd/profiles', { headers, data: person });
  expect(registered.ok(), await registered.text()).toBe(true);
  const service = {
    _id: crypto.randomUUID(),
    pwdId: person._id,
    isGroup: false,
    categoryId: category,
    serviceDate: TODAY,
    palikaId: PALIKA,
    wardNo: 3,
    providerType: 'cbrf',
    quantity: 1,
    unit: 'session',
    attributes: {},
  };
  const created = await request.post('/api/services/records', { headers, data: service });
  expect(created.ok(), await created.text()).toBe(true);
  return { person, service, version: ((await created.json()) as { version: number }).version };
}

const status = (page: Page) => page.locator('#report-status');

// Other journeys write in the current period: it is left open, as the demo has it.
test.afterAll(async ({ request }) => openPeriod(request, NOW.fiscalYear, NOW.period));

for (const [locale, t] of Object.entries(TEXT) as ['en' | 'np', (typeof TEXT)['en']][]) {
  test(`(${locale}) a palika's period is submitted, returned with a reason, submitted again, approved, and then locked`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await openPeriod(request, NOW.fiscalYear, NOW.period);
    const { person, service, version } = await personServed(request);
    const periodPath = `${t.prefix}/reporting/${PALIKA}/${NOW.fiscalYear}/${NOW.period}`;

    // The palika submits its period.
    const palika = await (await browser.newContext()).newPage();
    await signIn(palika, 'palika', { locale });
    await palika.waitForURL(/dashboard$/);
    await palika.goto(periodPath);
    await expect(palika.getByRole('heading', { level: 1 })).toContainText(t.periodWords);
    await flagsRead(palika);
    await palika.getByRole('button', { name: t.submit, exact: true }).click();
    await answerQualityChecks(palika, status(palika).filter({ hasText: t.submitted }), t.why);
    await expect(status(palika)).toContainText(t.submitted);
    await expect(status(palika)).toBeFocused();

    // The district, by keyboard: the inbox, the submission, a figure's records, and a return.
    const district = await (await browser.newContext()).newPage();
    await signIn(district, 'district', { locale });
    await district.waitForURL(/dashboard$/);
    await tabUntil(district, district.getByRole('link', { name: t.inbox }));
    await district.keyboard.press('Enter');
    await tabUntil(district, district.getByRole('link', { name: t.approveItem }));
    await district.keyboard.press('Enter');
    await expect(district).toHaveURL(new RegExp(`${periodPath}$`));
    const figures = district.getByRole('region', { name: /figures|तथ्याङ्क/ });
    await tabUntil(district, figures.getByRole('link', { name: t.services }));
    await district.keyboard.press('Enter');
    await expect(district).toHaveURL(/providedServiceView\?.*palikaId=60/);
    await expect(district.getByRole('table')).toContainText(person.nameEn.split(' ')[1]);
    await district.goBack();
    const returnButton = district.getByRole('button', { name: t.return, exact: true }).first();
    await tabUntil(district, returnButton);
    await district.keyboard.press('Enter');
    const form = district.locator('form');
    await tabUntil(district, form.getByRole('button', { name: t.return }));
    await district.keyboard.press('Enter');
    await expect(form).toContainText(t.required);
    await form.getByLabel(t.reason).focus();
    await district.keyboard.type(t.why);
    await tabUntil(district, form.getByRole('button', { name: t.return }));
    await district.keyboard.press('Enter');
    await expect(status(district)).toContainText(t.returned);
    expect(await hasFocus(status(district))).toBe(true);

    // The palika reads the reason, fixes the record and submits again.
    await palika.reload();
    await expect(palika.getByRole('region', { name: /History|इतिहास/ })).toContainText(t.why);
    const headers = await headersOf(request, 'palika');
    const fixed = await request.put(`/api/services/records/${service._id}`, {
      headers,
      data: { ...service, _id: undefined, quantity: 2, version },
    });
    expect(fixed.ok()).toBe(true);
    await flagsRead(palika);
    await palika.getByRole('button', { name: t.submit, exact: true }).click();
    await answerQualityChecks(palika, status(palika).filter({ hasText: t.submitted }), t.why);
    await expect(status(palika)).toContainText(t.submitted);

    // The district approves, by keyboard; the focus is on the new state.
    await district.reload();
    await flagsRead(district);
    await tabUntil(district, district.getByRole('button', { name: t.approve, exact: true }));
    await district.keyboard.press('Enter');
    await answerQualityChecks(district, status(district).filter({ hasText: t.approved }), t.why);
    await expect(status(district)).toContainText(t.approved);
    expect(await hasFocus(status(district))).toBe(true);

    // The CBR facilitator finds the service's row locked before opening it: its edit is shut,
    // and its badge says why not and the way out.
    const cbrf = await (await browser.newContext()).newPage();
    await signIn(cbrf, 'cbrf', { locale });
    await cbrf.waitForURL(/dashboard$/);
    await cbrf.goto(`${t.prefix}/pwd/profile/${person._id}`);
    await cbrf.getByRole('link', { name: t.seeAll }).click();
    const row = cbrf.getByRole('table').locator('tbody tr').first();
    await expect(row.getByRole('button', { name: new RegExp(`^${t.edit}`) })).toBeDisabled();
    const badge = row.getByTestId('row-lock');
    await expect(badge.locator('summary')).toContainText(t.lockedBadge);
    await badge.locator('summary').click();
    const notice = badge.getByTestId('lock-notice');
    await expect(notice).toContainText(t.lockWhy);
    await expect(notice).toContainText(t.wayOut);

    // The person served counts in the approved period too: their edit form says so at its top,
    // before anything is typed, in the same words, with the fields that stay editable (decision
    // 0046); the save stays offered for those, and the way out is reached by keyboard.
    await cbrf.goto(`${t.prefix}/pwd/profile/${person._id}?edit=1`);
    const formLock = cbrf.locator('form > [data-testid="lock-notice"]');
    const editForm = formLock.locator('xpath=..');
    await expect(formLock).toContainText(t.lockWhy);
    await expect(formLock).toContainText(t.wayOut);
    await expect(formLock).toContainText(t.partial);
    expect(await editForm.evaluate((f) => f.firstElementChild?.getAttribute('data-testid'))).toBe(
      'lock-notice',
    );
    await expect(editForm.getByRole('button', { name: t.saveChanges })).toBeEnabled();
    await tabUntil(cbrf, formLock.getByRole('link', { name: t.openPeriod }));
    const { violations } = await new AxeBuilder({ page: cbrf }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
