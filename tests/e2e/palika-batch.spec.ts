import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** What the journey reads, in each language. */
const TEXT = {
  en: {
    prefix: '',
    calendar: 'Phase calendar',
    now: 'Now',
    peers: "The batch's palikas side by side",
    self: 'Biratnagar (this palika)',
    periods: 'Output against plan by four-month period',
    first: 'First (Shrawan–Kartik)',
  },
  np: {
    prefix: '/np',
    calendar: 'चरण तालिका',
    now: 'अहिले',
    peers: 'ब्याचका पालिकाहरू सँगसँगै',
    self: 'विराटनगर (यो पालिका)',
    periods: 'चौमासिकअनुसार योजना र उपलब्धि',
    first: 'पहिलो (साउन–कात्तिक)',
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a province user opens a palika's batch page and compares it with its batch`, async ({
    page,
  }) => {
    await signIn(page, 'province', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/palika/actualPalikaProfileBatch?palikaId=60`);
    await expect(page.getByRole('heading', { name: t.calendar })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText(t.now);
    const peers = page.getByRole('region', { name: t.peers });
    await expect(peers.getByRole('rowheader', { name: t.self })).toBeVisible();
    const others = peers.getByRole('row').filter({ has: page.getByRole('link') });
    expect(await others.count()).toBeGreaterThan(1);
    // Another palika of the batch opens its own page, where Biratnagar is now the link.
    const other = others.first().getByRole('link');
    const name = (await other.textContent())!;
    await other.click();
    await expect(page).toHaveURL(/palikaId=\d+&fiscalYear=\d{4}/);
    await expect(
      page.getByRole('region', { name: t.peers }).getByRole('rowheader', { name }),
    ).toContainText(locale === 'np' ? 'यो पालिका' : 'this palika');
    await expect(page.getByRole('table', { name: t.periods })).toContainText(t.first);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}

test("a palika's own user sees its own batch page and no other palika", async ({ page }) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/palika/actualPalikaProfileBatch');
  await expect(page.getByRole('heading', { name: 'Phase calendar' })).toBeVisible();
  await expect(page.getByRole('region', { name: "The batch's palikas side by side" })).toHaveCount(
    0,
  );
  await expect(page.getByLabel('Province', { exact: true })).toHaveCount(0);
});
