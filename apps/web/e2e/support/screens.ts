import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const folder = resolve(import.meta.dirname, '../../../../test-results/screens');

/** Keeps a picture of a screen a journey reached, for people to look at after a run. */
export async function keepScreen(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: resolve(folder, `${name}.png`) });
}
