import type { Page } from 'playwright-core';

/**
 * Whether the screen shows what it loaded: a title, and no skeleton or progress indicator
 * left. Runs in the page, so it names nothing outside itself.
 */
export function contentShows(): boolean {
  return (
    document.querySelector('h1') !== null &&
    document.querySelector('[data-skeleton], [role="progressbar"]') === null
  );
}

/**
 * Waits until a screen shows what it loaded (`contentShows`). (Waiting for the network to go
 * quiet would never end: the app keeps a live stream of notifications open.)
 */
export async function screenSettled(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(contentShows, undefined, { timeout });
}
