import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** What the journey reads and types, in each language. */
const TEXT = {
  en: {
    prefix: '',
    ward: (n: string) => `Biratnagar – ward ${n}`,
    n: '12',
    edit: 'Edit',
    chair: 'Ward chair',
    total: 'Population',
    men: 'Men',
    women: 'Women',
    other: 'Other',
    pwd: 'Persons with disabilities (census)',
    figures: ['11000', '5400', '5590', '10', '243'],
    notAddingUp: 'Men, women and other do not add up to the population: check the figures.',
    save: 'Save changes',
    saved: 'Saved: Biratnagar – ward 12.',
    shown: '243',
    wardFilter: 'Ward',
  },
  np: {
    prefix: '/np',
    ward: (n: string) => `विराटनगर – वडा ${n}`,
    n: '१२',
    edit: 'सम्पादन गर्नुहोस्',
    chair: 'वडाध्यक्ष',
    total: 'जनसङ्ख्या',
    men: 'पुरुष',
    women: 'महिला',
    other: 'अन्य',
    pwd: 'अपाङ्गता भएका व्यक्ति (जनगणना)',
    figures: ['११०००', '५४००', '५५९०', '१०', '२४३'],
    notAddingUp: 'पुरुष, महिला र अन्यको जोड जनसङ्ख्यासँग मिलेन: तथ्याङ्क जाँच्नुहोस्।',
    save: 'परिवर्तन सुरक्षित गर्नुहोस्',
    saved: 'सुरक्षित भयो: विराटनगर – वडा १२।',
    shown: '२४३',
    wardFilter: 'वडा',
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a palika user fills in a ward's profile, warned when its figures do not add up`, async ({
    page,
  }) => {
    const chair = `राम थापा ${Date.now()}`;
    await signIn(page, 'palika', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/palika/wardProfile?wardNo=12`);
    await page.getByRole('button', { name: t.ward(t.n) }).click();
    const opened = page.getByRole('region', { name: t.ward(t.n) });
    await opened.getByRole('link', { name: t.edit }).click();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(t.chair).fill(chair);
    const [total, men, women, other, pwd] = t.figures;
    await field(t.total).fill(total);
    await field(t.men).fill(men);
    await field(t.women).fill(women);
    await field(t.other).fill('0');
    await expect(page.getByText(t.notAddingUp)).toBeVisible();
    await field(t.other).fill(other);
    await expect(page.getByText(t.notAddingUp)).toHaveCount(0);
    await field(t.pwd).fill(pwd);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page).toHaveURL(/wardProfile\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(opened.getByText(chair)).toBeVisible();
    await expect(opened.getByText(t.shown, { exact: true })).toBeVisible();
    // Its FCHV count opens the FCHV list of the ward.
    await opened.locator('a[href*="fchvProfile"]').click();
    await expect(page).toHaveURL(/\/palika\/fchvProfile\?palikaId=60&wardNo=12$/);
    await expect(page.getByRole('combobox', { name: t.wardFilter })).toHaveValue('12');
  });
}

test("another palika's user sees only its own wards", async ({ page }) => {
  await signIn(page, 'palika2');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/palika/wardProfile');
  await expect(page.getByRole('button', { name: /^Sundar Haraicha – ward 1$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Biratnagar/ })).toHaveCount(0);
});
