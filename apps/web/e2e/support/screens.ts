import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.js';

const folder = resolve(import.meta.dirname, '../../../../test-results/screens');

/**
 * Every screen a journey reaches: it must pass axe-core without a serious or critical
 * violation, and its picture is kept for people to look at after a run.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: resolve(folder, `${name}.png`) });
  await expectAccessible(page, name);
}
