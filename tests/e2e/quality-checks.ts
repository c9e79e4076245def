import { type Locator, type Page, expect } from '@playwright/test';
import { tabUntil } from './keyboard-support';

/** The period's flags have been read (or could not be): the moves no longer wait for them. */
export async function flagsRead(page: Page) {
  const flags = page.locator('section[aria-labelledby="quality-flags"]');
  await expect(flags).toBeVisible();
  await expect(flags.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * After a submission, an approval or an acceptance is pressed: what it asks first when the
 * period has flags (live, so a journey cannot know beforehand), answered. A comment on each
 * error before a submission; the flags again before an approval, confirmed by keyboard. `moved`
 * is what the page shows once the move is made.
 */
export async function answerQualityChecks(page: Page, moved: Locator, comment: string) {
  const comments = page.locator('form:has(textarea)').filter({
    has: page.locator('[id^="quality-comments"]'),
  });
  const check = page.locator('[aria-labelledby="quality-check-title"]');
  await expect(moved.or(comments).or(check).first()).toBeVisible();
  if (await comments.isVisible()) {
    for (const box of await comments.locator('textarea').all()) await box.fill(comment);
    await comments.getByRole('button').last().click();
  } else if (await check.isVisible()) {
    await expect(check).toBeFocused();
    await tabUntil(page, check.getByRole('button').first());
    await page.keyboard.press('Enter');
  }
  await expect(moved).toBeVisible();
}
