import { expect, test } from '@playwright/test';
import { signIn } from './support';

const TEXT = {
  en: {
    prefix: '',
    programme: 'Programme: activities against plan',
    expenditure: 'Expenditure (NPR)',
    totals: 'Totals of these values',
    gender: 'Sex',
    narrowed: /Clear those filters to see them/,
    digits: /^[\d,.]+$/,
  },
  np: {
    prefix: '/np',
    programme: 'कार्यक्रम: योजनाअनुसार क्रियाकलाप',
    expenditure: 'खर्च (रु.)',
    totals: 'यी विवरणको जम्मा',
    gender: 'लिङ्ग',
    narrowed: /ती छनोट हटाएपछि यी तथ्याङ्क देखिन्छन्/,
    digits: /^[०-९,.]+$/,
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a province user reads the programme's expenditure on the CBR dashboard and opens the values it adds up`, async ({
    page,
  }) => {
    await signIn(page, 'province', { locale });
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/dashboardCBR`);
    const programme = page.getByRole('region', { name: t.programme });
    await programme.scrollIntoViewIfNeeded();
    const card = programme
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: t.expenditure, exact: true }) });
    const link = card.getByRole('link');
    await expect(link).toHaveText(t.digits);
    const spent = (await link.innerText()).trim();
    // By the keyboard: charts above still arriving may move the link under a pointer (seen once in CI).
    await link.focus();
    await link.press('Enter');
    await expect(page).toHaveURL(/\/batch\/activityAttributesView\?.*fiscalYear=\d{4}/);
    const totals = page.getByRole('region', { name: t.totals });
    await expect(
      totals.locator('div').filter({ has: page.getByText(t.expenditure, { exact: true }) }),
    ).toContainText(spent);

    // A person's filter: the programme says why it is not counted, instead of showing zeros.
    await page.goBack();
    await page.getByLabel(t.gender, { exact: true }).selectOption('female');
    await expect(page.getByRole('region', { name: t.programme })).toContainText(t.narrowed);
  });
}
