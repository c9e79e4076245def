import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const manifest = () => path.join(process.env.E2E_CLIENT_DIR!, 'builds', 'latest.json');

test('a new build id reloads the page once, and the guard stops a second reload within 10 seconds', async ({
  page,
}) => {
  const original = readFileSync(manifest(), 'utf8');
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  expect(loads).toBe(1);
  const showTab = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  try {
    await showTab();
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
    writeFileSync(manifest(), JSON.stringify({ buildId: 'a-newer-build' }));
    await showTab();
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    await showTab();
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
  } finally {
    writeFileSync(manifest(), original);
  }
});

test('the sign-in page passes the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});
