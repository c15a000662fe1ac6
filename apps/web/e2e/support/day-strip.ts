import type { Page } from 'playwright-core';
import { dayLabel } from './api.js';

/** Picks a day on the day strip, moving month by month until it is shown. */
export async function pickDay(page: Page, date: string): Promise<void> {
  await page.getByRole('group', { name: 'Days' }).waitFor();
  const day = page.getByRole('button', { name: dayLabel(date), exact: true });
  for (let months = 0; months < 3 && (await day.count()) === 0; months += 1)
    await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}
