import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const unique = () =>
  Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** What the journey reads and types, in each language. */
const TEXT = {
  en: {
    prefix: '',
    add: 'Add an FCHV',
    nameNe: 'Name in Nepali',
    birth: 'Date of birth',
    // Date inputs start in BS in English too: 1985-04-14, 2008-09-01 and 2024-02-11 AD.
    birthDate: '2042-01-02',
    ward: 'Ward',
    two: '2',
    facility: 'Supervising health facility',
    year: 'Year appointed (BS)',
    yearValue: '2065',
    basic: 'Basic training completed',
    yes: 'Yes',
    basicDate: 'Basic training date',
    basicDateValue: '2065-05-16',
    addTraining: 'Add a training',
    training: (n: number) => `Training ${n}`,
    type: 'Training',
    date: 'Date',
    types: ['Basic (18 days)', 'Disability prevention (DPRP)'],
    dates: ['2065-05-16', '2080-10-28'],
    save: 'Save',
    saved: 'Saved:',
    count: 'Trainings: 2',
  },
  np: {
    prefix: '/np',
    add: 'महिला स्वास्थ्य स्वयंसेविका थप्नुहोस्',
    nameNe: 'नेपालीमा नाम',
    birth: 'जन्म मिति',
    birthDate: '२०४२-०१-०१',
    ward: 'वडा',
    two: '२',
    facility: 'सुपरिवेक्षण गर्ने स्वास्थ्य संस्था',
    year: 'नियुक्ति वर्ष (वि.सं.)',
    yearValue: '२०६५',
    basic: 'आधारभूत तालिम पूरा',
    yes: 'हो',
    basicDate: 'आधारभूत तालिम मिति',
    basicDateValue: '२०६५-०५-१६',
    addTraining: 'तालिम थप्नुहोस्',
    training: (n: number) => `तालिम ${n === 1 ? '१' : '२'}`,
    type: 'तालिम',
    date: 'मिति',
    types: ['आधारभूत (१८ दिने)', 'अपाङ्गता रोकथाम'],
    dates: ['२०६५-०५-१६', '२०८०-१०-२८'],
    save: 'सुरक्षित गर्नुहोस्',
    saved: 'सुरक्षित भयो:',
    count: 'तालिम: २',
  },
};

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) a facilitator adds an FCHV with two trainings`, async ({ page }) => {
    const name = `सीता परीक्षण ${unique()}`;
    await signIn(page, 'cbrf', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/palika/fchvProfile`);
    await page.getByRole('link', { name: t.add }).click();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(t.nameNe).fill(name);
    await field(t.birth).fill(t.birthDate);
    await field(t.ward).selectOption({ label: t.two });
    await field(t.facility).selectOption({ index: 1 });
    await field(t.year).fill(t.yearValue);
    await field(t.basic).selectOption({ label: t.yes });
    await field(t.basicDate).fill(t.basicDateValue);
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: t.addTraining }).click();
      const card = page.getByRole('region', { name: t.training(n) });
      // The new training's first field has the focus.
      await expect(card.getByLabel(t.type, { exact: true })).toBeFocused();
      await card.getByLabel(t.type, { exact: true }).selectOption({ label: t.types[n - 1] });
      await card.getByLabel(t.date, { exact: true }).fill(t.dates[n - 1]);
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.getByRole('button', { name: t.save, exact: true }).click();

    await expect(page).toHaveURL(/fchvProfile\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText(t.saved)).toBeVisible();
    const opened = page.getByRole('region', { name });
    await expect(opened.getByText(t.count)).toBeVisible();
    for (const type of t.types)
      await expect(opened.getByRole('rowheader', { name: type })).toBeVisible();
  });
}
