import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Switches the app to Arabic from Menu, as a player would, and waits for right to left. */
export async function toArabic(page: Page) {
  await page.goto('/user/menu');
  await page.getByText('Select Language').click();
  await page.getByText('العربية').click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 20_000 })
    .toBe('rtl');
}

/** How much wider than the phone the page is: nothing but the owner's grid scrolls sideways. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
