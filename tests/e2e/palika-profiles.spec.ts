import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** What the journey reads and types, in each language. */
const TEXT = {
  en: {
    prefix: '',
    palika: 'Biratnagar',
    edit: 'Edit',
    chief: 'Mayor or chair',
    focal: 'Disability focal person',
    add: 'Add a facilitator',
    name: 'Name',
    phone: 'Phone',
    save: 'Save changes',
    summary: 'Fields that need attention: 1',
    nameRequired: 'Facilitator 1: Name: This field is required.',
    saved: 'Saved: Biratnagar.',
    count: 'CBR facilitators: 1',
    lgCode: 'LG code',
  },
  np: {
    prefix: '/np',
    palika: 'विराटनगर',
    edit: 'सम्पादन गर्नुहोस्',
    chief: 'प्रमुख / अध्यक्ष',
    focal: 'अपाङ्गता सम्पर्क व्यक्ति',
    add: 'सहजकर्ता थप्नुहोस्',
    name: 'नाम',
    phone: 'फोन',
    save: 'परिवर्तन सुरक्षित गर्नुहोस्',
    summary: '१ वटा विवरण सच्याउनुपर्छ',
    nameRequired: 'सहजकर्ता १: नाम: यो विवरण अनिवार्य छ।',
    saved: 'सुरक्षित भयो: विराटनगर।',
    count: 'सीबीआर सहजकर्ता: १',
    lgCode: 'स्थानीय तह कोड',
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a palika user fills in its palika's profile with a CBR facilitator`, async ({
    page,
  }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const chief = `नागेश कोइराला ${stamp}`;
    const facilitator = `सुनिता लिम्बु ${stamp}`;
    await signIn(page, 'palika', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/palika/actualPalikaProfile`);
    await page.getByRole('button', { name: new RegExp(t.palika) }).click();
    const opened = page.getByRole('region', { name: t.palika });
    // Its names and code are the geography's: shown, never typed.
    await expect(opened.getByText(t.lgCode)).toBeVisible();
    await opened.getByRole('link', { name: t.edit }).click();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(t.chief).fill(chief);
    await field(t.focal).fill('सरिता राई');
    // Facilitators of earlier runs are removed first, so the count below is this run's.
    const remove = page.getByRole('button', { name: /: (Remove|हटाउनुहोस्)$/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(field(t.name)).toBeFocused();
    await field(t.phone).fill('9842000002');
    await page.getByRole('button', { name: t.save }).click();

    await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
    await page.getByRole('link', { name: t.nameRequired }).click();
    await expect(field(t.name)).toBeFocused();
    await field(t.name).fill(facilitator);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page).toHaveURL(/actualPalikaProfile\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(opened.getByText(chief)).toBeVisible();
    await expect(opened.getByText(t.count)).toBeVisible();
    await expect(opened.getByRole('rowheader', { name: facilitator })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
