import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route, expect, test } from '@playwright/test';
import type { AccessLevel } from '@/shared/access';
import { ROUTES, pathFor } from '@/shared/routes';
import { DEMO_REPORT } from './route-scan';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * axe-core on every route of the route table (a route added later is covered by being there), in
 * both languages, as an account that may open it: on the first render, after its data has loaded
 * (every dashboard tile too), and after a submit of its form left empty. A serious or critical
 * violation fails, and so does any of axe's best practices (heading order, landmarks) and a target
 * under 24 px (WCAG 2.5.8); the report names the rule and the elements.
 */
const ACCOUNT: Record<AccessLevel, string | null> = {
  public: null,
  signedIn: 'palika',
  admin: 'admin',
  superAdmin: 'superadmin',
};

/** The requests for a page's records and figures (not sign-in, session or the app's own files). */
const DATA = /\/api\/(dashboards|pwd|services|users|geography|programme|palika|official-reports)\b/;

async function seriousViolations(page: Page, moment: string) {
  // WCAG 2.2's 24 px targets too (off in axe by default); the phone's own run: phone.spec.ts.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.tags.includes('best-practice'),
    )
    .map((v) => `${moment}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target).join(' | ')}`);
}

async function someProfileId(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'palika', password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  const list = await page.request.get('/api/pwd/profiles?pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()).items[0]._id;
}

for (const level of Object.keys(ACCOUNT) as AccessLevel[]) {
  const routes = ROUTES.filter((route) => route.access === level);
  test(`axe finds nothing serious on the ${routes.length} ${level} routes, in both languages`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + routes.length * 30_000);
    const account = ACCOUNT[level];
    const id = await someProfileId(page);
    if (account) {
      await signIn(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const found: string[] = [];
    for (const locale of ['en', 'np'] as const)
      for (const route of routes) {
        const path = pathFor(route.name, locale, { id, ...DEMO_REPORT } as never);
        const rendered = page.locator(`[data-route="${route.name}___${locale}"]`);
        // First render: the page's data held back, as on a slow line (skeletons, loading states).
        const held: Route[] = [];
        await page.route(DATA, (request) => void held.push(request));
        await page.goto(path);
        await rendered.waitFor();
        found.push(...(await seriousViolations(page, `${path} while its data loads`)));
        await page.unroute(DATA);
        // Let them go (a request the page gave up on meanwhile is already handled).
        for (const request of held) await request.continue().catch(() => undefined);
        await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible();
        // A keyboard user's first Tab loads every dashboard tile; then wait for the data.
        await page.keyboard.press('Tab');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await seriousViolations(page, `${path} with its data`)));
        const submit = page.locator('main form button[type=submit], form button[type=submit]');
        if ((await submit.count()) > 0 && (await submit.first().isVisible())) {
          await submit.first().click();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          found.push(...(await seriousViolations(page, `${path} after an empty submit`)));
        }
      }
    expect(found).toEqual([]);
  });
}
