import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { todayIso } from '@/shared/calendar/today';
import { WG_DOMAINS } from '@/shared/pwd/enums';
import { reportPeriodOf } from '@/shared/reporting/periods';
import { flagsRead } from './quality-checks';
import { signIn } from './support';

/**
 * Issue 40's journey, in each language, on Biratnagar's current period: a person of the palika
 * holds a red card while every Washington Group answer is "no difficulty" (a warning); the palika
 * submits; `district` reads the flags on the submission, opens the person behind the warning,
 * comes back and returns the period with a reason naming the rule.
 */
const PALIKA = 60;
const TODAY = todayIso();
const NOW = reportPeriodOf(TODAY)!;
const PERIOD = `/api/reports/${PALIKA}/${NOW.fiscalYear}/${NOW.period}`;
const RULE = 'dataQuality.rule.severeCardScreened.name';
const message = (locale: 'en' | 'np') =>
  (JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>)[RULE]!;

const TEXT = {
  en: { prefix: '', rule: message('en'), return: 'Return', reason: 'Reason', open: 'Open' },
  np: { prefix: '/np', rule: message('np'), return: 'फिर्ता गर्नुहोस्', reason: 'कारण', open: 'खुला' },
};

async function headersOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/auth/login', {
    data: { username, password: 'Demo@2083' },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The period open again whatever it was left in (an administrator returns or reopens it). */
async function openPeriod(request: APIRequestContext) {
  const headers = await headersOf(request, 'admin');
  for (let step = 0; step < 3; step++) {
    const report = await (await request.get(PERIOD, { headers })).json();
    if (report.state === 'open') return;
    const move = report.state === 'submitted' ? 'return' : 'reopen';
    const moved = await request.post(`${PERIOD}/moves`, {
      headers,
      data: { move, reason: 'The journey starts from an open period', version: report.version },
    });
    expect(moved.ok()).toBe(true);
  }
}

/** A person registered today with a red card, screened with no difficulty at all. */
async function redCardNoDifficulty(request: APIRequestContext) {
  const headers = await headersOf(request, 'cbrf');
  const person = {
    _id: crypto.randomUUID(),
    registrationDate: TODAY,
    registeredByRole: 'cbrf',
    nameNe: 'गुणस्तर परीक्षण',
    nameEn: `Quality ${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`,
    gender: 'female',
    dob: '1980-05-10',
    palikaId: PALIKA,
    wardNo: 4,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    severityClass: 'A',
    guardianName: 'अभिभावक परीक्षण',
    guardianRelation: 'mother',
    cardStatus: 'issued',
    cardNo: `Q-${Date.now()}`,
    cardIssueDate: TODAY,
    ...Object.fromEntries(WG_DOMAINS.map((domain) => [domain, 1])),
    wgAssessedOn: TODAY,
    status: 'active',
    consentGiven: true,
  };
  const registered = await request.post('/api/pwd/profiles', { headers, data: person });
  expect(registered.ok(), await registered.text()).toBe(true);
  return person;
}

/** The palika submits, with a comment on each error the demo's period may hold (the server requires them). */
async function submit(request: APIRequestContext) {
  const headers = await headersOf(request, 'palika');
  const report = await (await request.get(PERIOD, { headers })).json();
  const quality = await (await request.get(`${PERIOD}/quality`, { headers })).json();
  const comments = (quality.violations as { rule: string; severity: string }[])
    .filter((v) => v.severity === 'error')
    .map(({ rule }) => ({ rule, comment: 'Checked before submitting' }));
  const moved = await request.post(`${PERIOD}/moves`, {
    headers,
    data: { move: 'submit', comments, version: report.version },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

// Other journeys write in the current period: it is left open, as the demo has it.
test.afterAll(async ({ request }) => openPeriod(request));

for (const [locale, t] of Object.entries(TEXT) as ['en' | 'np', (typeof TEXT)['en']][]) {
  test(`(${locale}) a district reads the flags on a submission, opens one, and returns the period naming it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openPeriod(request);
    const person = await redCardNoDifficulty(request);
    await submit(request);

    await signIn(page, 'district', { locale });
    await page.waitForURL(/dashboard$/);
    const periodPath = `${t.prefix}/reporting/${PALIKA}/${NOW.fiscalYear}/${NOW.period}`;
    await page.goto(periodPath);
    await flagsRead(page);
    const flags = page.locator('section[aria-labelledby="quality-flags"]');
    const warning = flags.getByRole('listitem', { name: t.rule });
    await expect(warning).toBeVisible();
    // The flags come before the moves.
    const order = await page
      .locator('section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
    expect(order.indexOf('quality-flags')).toBeLessThan(order.indexOf('report-actions'));

    // Opens the person behind the warning, and comes back to the period.
    await warning.locator('summary').first().click();
    await warning.locator(`a[href$="/pwd/profile/${person._id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/pwd/profile/${person._id}$`));
    await expect(page.locator('main')).toContainText(person.nameNe);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${periodPath}$`));
    await flagsRead(page);

    // Returns the submission, the reason naming the rule.
    await page.getByRole('button', { name: t.return, exact: true }).first().click();
    const form = page.locator('form');
    await form.getByLabel(t.reason).fill(`${t.rule}: ${person.nameNe}`);
    await form.getByRole('button', { name: t.return }).click();
    const status = page.locator('#report-status');
    await expect(status).toContainText(t.open);
    await expect(status).toBeFocused();
    await expect(page.getByRole('region', { name: /History|इतिहास/ })).toContainText(t.rule);
    // What the approver returned still shows, for the palika to fix.
    await expect(flags.getByRole('listitem', { name: t.rule })).toBeVisible();
  });
}
