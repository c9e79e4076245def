import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const unique = () =>
  Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** What the journey reads and types, in each language. */
const TEXT = {
  en: {
    prefix: '',
    heading: 'Add a batch',
    code: 'Code',
    nameEn: 'Name in English',
    nameNe: 'Name in Nepali',
    programme: 'Programme',
    province: 'Province',
    koshi: 'Koshi Province',
    status: 'Status',
    running: 'Running',
    start: 'Start date',
    // Date inputs start in BS in English too: 2023-07-17 and 2027-12-31 AD.
    startDate: '2080-04-01',
    end: 'Planned end date',
    endDate: '2084-09-15',
    district: 'Add palikas of the district',
    morang: 'Morang',
    add: 'Add the chosen palikas (3)',
    joined: 'Joined on',
    save: 'Save the batch',
    saved: (code: string) => `Saved: ${code}.`,
    members: (code: string) => `Member palikas of ${code}`,
    phase: 'Technical support',
  },
  np: {
    prefix: '/np',
    heading: 'नयाँ ब्याच थप्नुहोस्',
    code: 'कोड',
    nameEn: 'अङ्ग्रेजीमा नाम',
    nameNe: 'नेपालीमा नाम',
    programme: 'कार्यक्रम',
    province: 'प्रदेश',
    koshi: 'कोशी प्रदेश',
    status: 'अवस्था',
    running: 'सञ्चालनमा',
    start: 'सुरु मिति',
    startDate: '२०८०-०४-०१',
    end: 'योजित अन्त्य मिति',
    endDate: '२०८४-०९-१६',
    district: 'जिल्लाका पालिका थप्नुहोस्',
    morang: 'मोरंग',
    add: 'छानिएका पालिका थप्नुहोस् (३)',
    joined: 'सामेल मिति',
    save: 'ब्याच सुरक्षित गर्नुहोस्',
    saved: (code: string) => `सुरक्षित भयो: ${code}।`,
    members: (code: string) => `${code} का सदस्य पालिका`,
    phase: 'प्राविधिक सहयोग',
  },
};

/** Fills the batch form and adds three palikas of Morang; answers the code. */
async function fillBatch(page: Page, t: (typeof TEXT)['en'], programme: string, code: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(t.code).fill(code);
  await field(t.nameEn).fill(`Batch ${code}`);
  await field(t.nameNe).fill('परीक्षण समूह');
  await field(t.programme).fill(programme);
  await field(t.province).selectOption({ label: t.koshi });
  await field(t.status).selectOption({ label: t.running });
  await field(t.start).fill(t.startDate);
  await field(t.end).fill(t.endDate);
  await field(t.district).selectOption({ label: t.morang });
  const palikas = page.getByRole('group', { name: new RegExp(t.morang) }).getByRole('checkbox');
  for (const i of [0, 1, 2]) await palikas.nth(i).check();
  await page.getByRole('button', { name: t.add }).click();
  // The first palika added has the focus, and each joined on the batch's start.
  await expect(page.locator(':focus')).toHaveRole('heading');
  await expect(page.getByLabel(t.joined, { exact: true })).toHaveCount(3);
  await expect(page.getByLabel(t.joined, { exact: true }).first()).toHaveValue(t.startDate);
}

for (const locale of ['en', 'np'] as const) {
  const t = TEXT[locale];
  test(`(${locale}) an admin makes a batch of three Koshi palikas and sees each one's phase`, async ({
    page,
  }) => {
    const code = `E2E-${unique()}`;
    await signIn(page, 'admin', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${t.prefix}/batch/profile/add`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await fillBatch(page, t, `Programme ${unique()}`, code);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page).toHaveURL(/\/batch\/profile\/list\?open=[0-9a-f-]{36}&saved=1$/);
    await expect(page.getByText(t.saved(code))).toBeVisible();
    const members = page.getByRole('table', { name: t.members(code) });
    await expect(members.locator('tbody tr')).toHaveCount(3);
    for (const row of await members.locator('tbody tr').all())
      await expect(row.locator('td').last()).toHaveText(t.phase);
  });
}

test('a palika already in a running batch of the programme is refused, naming the other batch', async ({
  page,
}) => {
  const t = TEXT.en;
  const programme = `Programme ${unique()}`;
  const first = `E2E-${unique()}`;
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/batch/profile/add');
  await fillBatch(page, t, programme, first);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved(first))).toBeVisible();

  await page.goto('/batch/profile/add');
  await fillBatch(page, t, programme, `E2E-${unique()}`);
  await page.getByRole('button', { name: t.save }).click();
  const summary = page.getByRole('heading', { name: /^Fields that need attention: 3$/ });
  await expect(summary).toBeVisible();
  const refusal = page.getByRole('link', {
    name: new RegExp(`\\(Morang\\): Palika: This palika is already in ${first}, a running batch`),
  });
  await expect(refusal).toHaveCount(3);
  // The link goes to the palika's own card in the member list.
  await refusal.first().click();
  await expect(page.locator(':focus')).toHaveRole('heading');
});
