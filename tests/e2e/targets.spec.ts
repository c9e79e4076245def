import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Issue 19: a palika user proposes targets in the grid, a province user approves one and finds it
 * locked; a national user drills from a province's achievement to a palika's, then to the records
 * behind a figure, and the count matches.
 */
const TEXT = {
  en: {
    prefix: '',
    measure: 'Disability ID cards issued',
    total: 'Disability ID cards issued: Total for the year',
    part: (n: number) => `Disability ID cards issued: Period ${n}`,
    above: 'Persons registered in the year: Period 3',
    partsWrong: 'Four-month parts: The parts must add up to the total.',
    measureChoice: 'Measure',
    templateChoice: 'Standard activity',
    addRow: 'Add the row',
    output: /^Output of an activity: /,
    proposed: 'Proposed: waiting for approval',
    approve: 'Approve the target for Disability ID cards issued',
    revise: 'Revise the approved target for Disability ID cards issued',
    locked: 'Approved and locked',
    history: 'History of the target for Disability ID cards issued',
    historyTitle: "Target's history",
    places: /by Province$/,
    koshi: 'Koshi Province',
    morang: 'Morang',
    biratnagar: 'Biratnagar',
    services: 'Services given',
    openRecords: 'Open the records',
    totals: 'Totals of the filtered records',
    records: 'Services',
    chosen: 'Show by period, place and batch',
    servicesByDistrict: 'Services given by District',
    batches: 'Services given: batches side by side',
    batchNarrowed: /palikas of batch KOSHI-/,
  },
  np: {
    prefix: '/np',
    measure: 'सेवाको परिमाण',
    total: 'सेवाको परिमाण: वार्षिक जम्मा को अङ्क',
    part: (n: number) => `सेवाको परिमाण: ${['पहिलो', 'दोस्रो', 'तेस्रो'][n - 1]} चौमासिक को अङ्क`,
    above: 'दिइएका सेवा: तेस्रो चौमासिक को अङ्क',
    partsWrong: 'चौमासिक भाग:',
    measureChoice: 'सूचक',
    templateChoice: 'मानक क्रियाकलाप',
    addRow: 'पङ्क्ति थप्नुहोस्',
    output: /^क्रियाकलापको प्रतिफल: /,
    proposed: 'प्रस्तावित: स्वीकृतिको पर्खाइमा',
    approve: 'सेवाको परिमाण को लक्ष्य स्वीकृत गर्नुहोस्',
    revise: 'सेवाको परिमाण को स्वीकृत लक्ष्य संशोधन गर्नुहोस्',
    locked: 'स्वीकृत र बन्द',
    history: 'सेवाको परिमाण को लक्ष्यको इतिहास',
    historyTitle: 'लक्ष्यको इतिहास',
    places: /^प्रदेशअनुसार/,
    koshi: 'कोशी प्रदेश',
    morang: 'मोरंग',
    biratnagar: 'विराटनगर',
    services: 'दिइएका सेवा',
    openRecords: 'अभिलेख खोल्नुहोस्',
    totals: 'छानिएका अभिलेखको जम्मा',
    records: 'सेवा',
    chosen: 'अवधि, स्थान र समूहअनुसार हेर्नुहोस्',
    servicesByDistrict: 'जिल्लाअनुसार दिइएका सेवा',
    batches: 'दिइएका सेवा: समूहहरू सँगसँगै',
    batchNarrowed: /ब्याच KOSHI-.* का पालिका/,
  },
};

const NEXT_YEAR = 2084;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];

  test(`(${locale}) a palika user proposes a target in the grid; a province user approves it and finds it locked`, async ({
    page,
    request,
  }) => {
    await signIn(page, 'palika', { locale });
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/target/list?fiscalYear=${NEXT_YEAR}`);
    const total = page.getByLabel(t.total, { exact: true });
    await total.fill('४०');
    await total.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: t.measure }) });
    await expect(row.getByRole('alert')).toContainText(t.partsWrong);
    // Arrow up and down move along a column, as in a spreadsheet.
    await page.getByLabel(t.part(3), { exact: true }).press('ArrowUp');
    await expect(page.getByLabel(t.above, { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(t.part(3), { exact: true })).toBeFocused();
    await page.getByLabel(t.part(3), { exact: true }).fill('20');
    await page.getByLabel(t.part(3), { exact: true }).press('Enter');
    await expect(row).toContainText(t.proposed);
    // A measure the grid does not show: a standard activity's output, added as a row and saved.
    await page.getByLabel(t.measureChoice, { exact: true }).selectOption('activityOutput');
    await page.getByLabel(t.templateChoice, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: t.addRow }).click();
    const output = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: t.output }) });
    await output.getByRole('textbox').first().fill('12');
    await output.getByRole('textbox').first().press('Enter');
    await expect(output).toContainText(t.proposed);
    await expectAccessible(page);

    const { token } = await (
      await request.post('/api/auth/login', { data: { username: 'admin', password: 'Demo@2083' } })
    ).json();
    const place = await request.get('/api/geography/palikas/60', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { districtId, provinceId } = (await place.json()) as {
      districtId: number;
      provinceId: number;
    };
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'province', { locale });
    await page.waitForURL(/\/dashboard$/);
    await page.goto(
      `${t.prefix}/target/list?fiscalYear=${NEXT_YEAR}&provinceId=${provinceId}&districtId=${districtId}&palikaId=60`,
    );
    // By keyboard: Approve goes once pressed, and focus moves to the row's new status (read out).
    await page.getByRole('button', { name: t.approve }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toContainText(t.locked);
    await expect(row.getByText(t.locked)).toBeFocused();
    // A locked row's figures are no Tab stops: back from its status is not one of them.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.matches('input[readonly]'))).toBe(
      false,
    );
    await expect(page.getByLabel(t.total, { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel(t.total, { exact: true })).toHaveValue('40');
    await page.getByRole('button', { name: t.history }).click();
    const dialog = page.getByRole('dialog', { name: t.historyTitle });
    await expect(dialog.getByRole('row')).toHaveCount(2);

    // The palika revises it by keyboard: Revise gives way to Save, and focus to the row's first figure.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'palika', { locale });
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/target/list?fiscalYear=${NEXT_YEAR}`);
    await page.getByRole('button', { name: t.revise }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(t.total, { exact: true })).toBeFocused();
    await expect(page.getByLabel(t.total, { exact: true })).not.toHaveAttribute('readonly');
  });

  test(`(${locale}) a national user drills from a province's achievement to a palika's, then to its records, and the count matches`, async ({
    page,
  }) => {
    await signIn(page, 'admin', { locale });
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/achievementVsTarget?fiscalYear=2083&trimester=3`);
    await page.getByRole('button', { name: t.koshi, exact: true }).click();
    await expect(page).toHaveURL(/provinceId=1/);
    // The places are figured for the measure chosen: services, asked of the server as it changes.
    await page.getByLabel(t.chosen, { exact: true }).selectOption({ label: t.services });
    await expect(page).toHaveURL(/measure=services/);
    const places = page.getByRole('table', { name: t.servicesByDistrict });
    const morangRow = places
      .getByRole('row')
      .filter({ has: page.getByText(t.morang, { exact: true }) });
    const morangFigure = (await morangRow.locator('td').nth(1).innerText()).trim();
    // A batch's figure opens its palikas' records, the list saying so, and the count matches.
    const batchLink = page
      .getByRole('table', { name: t.batches })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first();
    const batchFigure = (await batchLink.innerText()).trim();
    await batchLink.click();
    await expect(page.getByRole('note')).toContainText(t.batchNarrowed);
    await expect(
      page
        .getByLabel(t.totals)
        .locator('div')
        .filter({ has: page.getByText(t.records, { exact: true }) }),
    ).toContainText(batchFigure);
    await page.goBack();
    await page.getByRole('button', { name: t.morang, exact: true }).click();
    await expect(
      page.getByRole('region', { name: t.services, exact: true }).locator('p').first(),
    ).toHaveText(morangFigure);
    await page.getByRole('button', { name: t.biratnagar, exact: true }).click();
    await expect(page).toHaveURL(/palikaId=60/);
    const card = page.getByRole('region', { name: t.services, exact: true });
    const figure = (await card.locator('p').first().innerText()).trim();
    await expectAccessible(page);
    await card.getByRole('link', { name: t.openRecords }).click();
    const totals = page.getByLabel(t.totals);
    await expect(
      totals.locator('div').filter({ has: page.getByText(t.records, { exact: true }) }),
    ).toContainText(figure);
  });
}

test('(np) Dashboard Achievement prints on A4: cards, bands in words and the trend as a table, in Nepali; no menus or filters', async ({
  page,
}) => {
  await signIn(page, 'province', { locale: 'np' });
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/np/achievementVsTarget?fiscalYear=2083&trimester=3');
  await expect(page.getByRole('region', { name: 'सेवा पाएका व्यक्ति', exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 703, height: 1100 }); // A4 less 12 mm margins, at 96 dpi
  await expect(page.getByText(/^अवधि: २०८३\/८४, तेस्रो .*। स्थान: .*कोशी प्रदेश.*/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ड्यासबोर्डहरू' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'छाप्नुहोस्' })).toBeHidden();
  await expect(page.getByRole('table', { name: /चौमासिक अवधिअनुसार$/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'सेवा पाएका व्यक्ति', exact: true })
      .getByText(/(लक्ष्यअनुसार|जोखिममा|पछाडि) · /),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
