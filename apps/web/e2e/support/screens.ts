import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility.js';

export { screenSettled } from './screen-settled.js';

const folder = resolve(import.meta.dirname, '../../../../test-results/screens');

/**
 * Every screen a journey reaches: it must pass axe-core without a serious or critical
 * violation, nothing on the page may have been refused by its content security policy (an
 * `eval`, an inline script), and its picture is kept for people to look at after a run.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await transitionsEnded(page);
  // One pixel per CSS pixel: a quarter of the phone's pixels to encode, still readable.
  await page.screenshot({ path: resolve(folder, `${name}.png`), scale: 'css' });
  await expectAccessible(page, name);
  const refused = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(refused, `${name}: refused by the content security policy`).toEqual([]);
  expect(await cutNames(page), `${name}: names cut short`).toEqual([]);
}

/**
 * The card and section headings (club, court, championship, activity names) whose text the
 * screen cuts: wider than their box on one line, or more lines than their clamp shows. Half a
 * line of slack on the height lets a tall script's accents overhang without counting as cut.
 */
function cutNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h2, h3'))
      .filter((heading) => {
        const lineHeight = parseFloat(getComputedStyle(heading).lineHeight) || 24;
        return (
          heading.scrollWidth > heading.clientWidth + 1 ||
          heading.scrollHeight > heading.clientHeight + lineHeight / 2
        );
      })
      .map((heading) => heading.textContent ?? ''),
  );
}

/**
 * Waits for the finite animations under way (a dialog fading in, a sheet sliding up) to end,
 * so the picture and axe's contrast checks see the screen as it settles, not half-faded.
 * Endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
