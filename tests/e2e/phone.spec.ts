import { type Page, expect, test } from '@playwright/test';
import { currentFiscalYear, fiscalRange } from '@/shared/fiscal-year';
import { ROUTES, pathFor } from '@/shared/routes';
import { DEMO_REPORT, SCAN_ACCOUNT, loaded, seriousViolations, someProfileId } from './route-scan';
import { mainMenu, signIn } from './support';

/**
 * A 375 × 812 phone (the "phone" project): the figures and rows come first, nothing is cut or
 * spills in Nepali, nothing scrolls sideways, and every control is at least 24 × 24 px (WCAG 2.5.8).
 */
const SCREEN = 812;

const DASHBOARDS = ['/dashboard', '/dashboardCBR', '/serviceProvided'];
const LISTS = [
  { path: '/pwd/profile/list', user: 'province', locked: true },
  { path: '/pwd/providedServiceView', user: 'province' },
  { path: '/user/list', user: 'admin' },
  { path: '/batch/profile/list', user: 'admin' },
  { path: '/batch/activityAttributesView', user: 'province' },
  { path: '/target/list', user: 'palika' },
];
const FORMS = [
  '/pwd/profile/newProfile',
  '/pwd/providedServiceEntry',
  '/batch/activityAttributesEntry',
];

/** How wide the page is: wider than the phone's 375 px, it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** What a phone reader meets on the page: text cut or spilling, sideways scroll, small targets. */
function problems(page: Page) {
  return page.evaluate(() => {
    // What a closed <details> holds beyond its summary is not on the screen until it is opened.
    const folded = (element: Element) => {
      const details = element.closest('details:not([open])');
      return details !== null && !element.closest('details:not([open]) > summary');
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !folded(element)
      );
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
    const scrolls = (element: Element) => /(auto|scroll)/.test(getComputedStyle(element).overflowX);
    for (const element of document.querySelectorAll(
      'main :is(button, a, label, legend, summary, th, h1, h2, h3, p, li, dt, dd)',
    )) {
      // A screen reader's text (1 px, clipped on purpose) and chart drawings are not read on screen.
      if (!visible(element) || element.closest('svg, .sr-only') || element.clientWidth <= 1)
        continue;
      if (element.scrollWidth > element.clientWidth + 1 && !scrolls(element))
        found.push(`${name(element)} is narrower than its text`);
    }
    const ruler = document.createElement('span');
    ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    document.body.append(ruler);
    for (const input of document.querySelectorAll<HTMLInputElement>('main input[placeholder]')) {
      if (!visible(input) || !input.placeholder) continue;
      const style = getComputedStyle(input);
      ruler.style.font = style.font;
      ruler.textContent = input.placeholder;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ruler.offsetWidth > room + 1) found.push(`the placeholder "${input.placeholder}" is cut`);
    }
    ruler.remove();
    // Smaller than 24 × 24 passes only when a 24 px square on its centre touches no other target
    // (the spacing exception of WCAG 2.5.8), as a link alone in a table row does.
    const targets = [
      ...document.querySelectorAll(
        'header :is(a, button), main :is(a, button, input, select, summary, [tabindex="0"])',
      ),
    ].filter((target) => visible(target) && !target.closest('p'));
    const boxes = targets.map((target) => target.getBoundingClientRect());
    targets.forEach((target, i) => {
      const box = boxes[i];
      if (box.width >= 24 && box.height >= 24) return;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const crowded = boxes.some(
        (other, j) =>
          j !== i &&
          !targets[j].contains(target) &&
          !target.contains(targets[j]) &&
          other.left < x + 12 &&
          other.right > x - 12 &&
          other.top < y + 12 &&
          other.bottom > y - 12,
      );
      if (crowded)
        found.push(
          `${name(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px among others`,
        );
    });
    return found;
  });
}

for (const locale of ['en', 'np'] as const) {
  const prefix = locale === 'np' ? '/np' : '';
  test(`(${locale}) each dashboard's first key figure is on the first screen, and nothing is cut or too small`, async ({
    page,
  }) => {
    await signIn(page, 'province', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of DASHBOARDS) {
      await page.goto(`${prefix}${path}`);
      // The key figures, or where a dashboard has none (services provided) its first chart's title.
      const figure = page
        .getByRole('region', { name: /^(Key figures|मुख्य तथ्याङ्क)$/ })
        .getByRole('link')
        .or(page.locator('main section h3'))
        .first();
      await expect(figure).toBeVisible();
      const box = (await figure.boundingBox())!;
      expect(
        box.y + box.height,
        `${path}: the first key figure ends within the screen`,
      ).toBeLessThanOrEqual(SCREEN);
      // The folded filters say what the view is.
      await expect(page.getByRole('button', { name: /२०८|208/ }).first()).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(await problems(page), path).toEqual([]);
    }
  });

  test(`(${locale}) each list's first row is on the first screen, and nothing is cut or too small`, async ({
    page,
  }) => {
    // Seven pages, each list after a sign-in of its own user.
    test.setTimeout(120_000);
    for (const { path, user, locked } of LISTS) {
      await page.goto('/privacy');
      await page.evaluate(() => localStorage.clear());
      await signIn(page, user, { locale });
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`${prefix}${path}`);
      const row = page.locator('main table tbody tr').first();
      await expect(row).toBeVisible();
      const box = (await row.boundingBox())!;
      expect(box.y, `${path}: the first row starts within the screen`).toBeLessThan(SCREEN - 24);
      expect(await problems(page), path).toEqual([]);
      if (!locked) continue;
      // A locked row's badge opens why and the way out, which must fit the phone as well. Last
      // year's records count in periods the demo has approved or accepted (journeys before this one
      // may return this year's).
      const { until } = fiscalRange(currentFiscalYear() - 1)!;
      await page.goto(`${prefix}${path}?registeredTo=${until}`);
      const lock = page.getByTestId('row-lock').first();
      await lock.locator('summary').click();
      await expect(lock).toHaveAttribute('open', '');
      expect(await problems(page), `${path}, a row's lock opened`).toEqual([]);
    }
  });

  test(`(${locale}) the forms fit a phone: no label, placeholder or button cut`, async ({
    page,
  }) => {
    await signIn(page, 'palika', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of FORMS) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('main form')).toBeVisible();
      expect(await problems(page), path).toEqual([]);
    }
  });
}

test('the folded filters open where they stand and say how many are chosen', async ({ page }) => {
  await signIn(page, 'province');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pwd/profile/list?gender=female&ageBand=18-59');
  const line = page.getByRole('button', { name: /Koshi Province · 2 filters/ });
  await expect(line).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#pwd-gender')).toBeHidden();
  await line.click();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#pwd-gender')).toBeVisible();
});

test('the places table shows the chosen measure beside the name and says more columns are to the right', async ({
  page,
}) => {
  await signIn(page, 'province');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The tile loads when it comes into view.
  await page.locator('#places-heading').scrollIntoViewIfNeeded();
  const table = page.getByRole('table', { name: /^Places ranked by/ });
  const headers = table.getByRole('columnheader');
  await expect(headers.nth(2)).toHaveText('Registered');
  await expect(
    page.getByText('More columns to the right: scroll the table sideways.'),
  ).toBeVisible();
  await page.getByLabel('Shade and rank by').selectOption({ label: 'Cost (NPR)' });
  await expect(headers.nth(2)).toHaveText('Cost (NPR)');
  const chosen = (await headers.nth(2).boundingBox())!;
  expect(chosen.x + chosen.width, 'the chosen column is within the screen').toBeLessThanOrEqual(
    375,
  );
  // The table's scrolling region is a Tab stop, so the keyboard can scroll it too.
  const region = page.getByRole('region', { name: /^Places ranked by Cost/ });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test("the activity hierarchy fits a phone: a palika's tree starts on the first screen, nothing cut or too small", async ({
  page,
}) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/batch/activityHierarchy');
  const first = page.getByRole('treeitem').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('toolbar')).toBeVisible();
  expect(
    (await first.boundingBox())!.y,
    'the first activity starts within the screen',
  ).toBeLessThan(SCREEN - 24);
  expect(await problems(page)).toEqual([]);
});

test('the grid of a period fits a phone: it scrolls inside its frame, cells big enough, nothing cut', async ({
  page,
}) => {
  await signIn(page, 'palika');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/batch/activityAttributesEntry?mode=grid&trimester=1');
  const cell = page.locator('main table tbody input').first();
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  expect(box.height, 'a cell is a comfortable target').toBeGreaterThanOrEqual(40);
  expect(await problems(page)).toEqual([]);
});

test('(np) the menu lies over the page on a phone, closes when a page is chosen and on Escape', async ({
  page,
}) => {
  await signIn(page, 'cbrf', { locale: 'np' });
  await expect(page).toHaveURL(/\/np\/dashboard$/);
  const menuButton = page.getByRole('button', { name: 'मेनु', exact: true });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = await mainMenu(page);
  expect(await pageWidth(page), 'the open menu lies over the page').toBeLessThanOrEqual(375);
  // Escape closes it and gives focus back to the Menu button.
  await menu.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // A page chosen from the menu opens at the phone's full width, the menu closed.
  await menuButton.click();
  await (await mainMenu(page)).locator('a[href="/np/pwd/providedServiceEntry"]').click();
  await expect(page).toHaveURL(/\/np\/pwd\/providedServiceEntry$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await pageWidth(page), 'the chosen page is as wide as the phone').toBeLessThanOrEqual(375);
  const main = (await page.locator('main').boundingBox())!;
  expect(main.x, 'the page starts at the left edge').toBe(0);
  expect(main.width).toBe(375);
});

/**
 * Every route of the route table at 375 px, in both languages, after its data has loaded (and the
 * menu open, once per language): axe with WCAG 2.2's 24 px targets among its rules finds nothing
 * serious, and the page does not scroll sideways.
 */
async function phoneFindings(page: Page, moment: string) {
  const found: string[] = [];
  // A chart sizes itself once drawn: the page may be wider for a moment while it settles (seen on
  // a busy machine); what counts is the page a reader is left with.
  await expect
    .poll(() => pageWidth(page), { timeout: 5_000 })
    .toBeLessThanOrEqual(375)
    .catch(() => undefined);
  const width = await pageWidth(page);
  if (width > 375) found.push(`${moment}: the page scrolls sideways (${width} px)`);
  return [...found, ...(await seriousViolations(page, moment))];
}

for (const locale of ['en', 'np'] as const) {
  for (const route of ROUTES) {
    const account = SCAN_ACCOUNT[route.access];
    test(`(${locale}) ${route.path} at 375 px: no serious axe finding (24 px targets among them), no sideways scroll`, async ({
      page,
    }) => {
      const id = await someProfileId(page);
      if (account) {
        await signIn(page, account, { locale });
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      const path = pathFor(route.name, locale, { id, ...DEMO_REPORT } as never);
      await page.goto(path);
      await loaded(page, route.name, locale);
      expect(await phoneFindings(page, path)).toEqual([]);
    });
  }

  test(`(${locale}) the menu open at 375 px: no serious axe finding, no sideways scroll`, async ({
    page,
  }) => {
    await signIn(page, 'district', { locale });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /^(Menu|मेनु)$/ }).click();
    await mainMenu(page);
    expect(await phoneFindings(page, 'the menu open')).toEqual([]);
  });
}
