import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';
import type { AccessLevel } from '@/shared/access';
import { DEMO_PASSWORD } from './support';

/** Who opens the routes of each access level in a scan of every route. */
export const SCAN_ACCOUNT: Record<AccessLevel, string | null> = {
  public: null,
  signedIn: 'district',
  admin: 'admin',
  superAdmin: 'superadmin',
};

/**
 * axe's serious and critical findings, and any of its best practices, named with their elements.
 * WCAG 2.2 AA is among the rules, 24 px targets (target-size, off in axe by default) with it.
 */
export async function seriousViolations(page: Page, moment: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.tags.includes('best-practice'),
    )
    .map((v) => `${moment}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target).join(' | ')}`);
}

/** A route's page with its data: its heading shown, every dashboard tile asked (a first Tab), nothing busy. */
export async function loaded(page: Page, name: string, locale: 'en' | 'np') {
  const rendered = page.locator(`[data-route="${name}___${locale}"]`);
  await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A palika's period to open on the route of one (Biratnagar's first period of 2083/84). */
export const DEMO_REPORT = { palikaId: '60', fiscalYear: '2083', period: '1' };

/** A person's record to open on the routes with an id. */
export async function someProfileId(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'palika', password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  const list = await page.request.get('/api/pwd/profiles?pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()).items[0]._id;
}
