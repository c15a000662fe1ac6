/**
 * What a phone downloads to show one screen, measured in Chromium: a first visit (empty HTTP
 * cache, no service worker) to the address, counting every script and style sheet the page
 * asks for until the screen shows its content, at the size the server sent them (brotli,
 * headers aside).
 */
import type { AuthResponse } from '@courtside/shared';
import type { Browser, Page, Request } from 'playwright-core';
import { contentShows, screenSettled } from './screen-settled.js';

/** Bytes of one kind of file as sent, and how many files. */
export interface Download {
  bytes: number;
  files: number;
}

/** One file the page fetched, by its path, at its size as sent. */
export interface FetchedFile {
  path: string;
  bytes: number;
}

export interface RouteDownload {
  scripts: Download;
  styles: Download;
  /** The scripts, largest first: what to look at when a route is over its target. */
  largestScripts: FetchedFile[];
}

/** The page script that writes a session where the app keeps it (src/lib/device-store.ts). */
export function storeSession(auth: AuthResponse): Promise<void> {
  return new Promise((done, fail) => {
    const open = indexedDB.open('courtside');
    open.onupgradeneeded = () => open.result.createObjectStore('courtside');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('courtside', 'readwrite');
      const store = transaction.objectStore('courtside');
      store.put(auth, 'user');
      store.put(auth.token, 'token');
      transaction.oncomplete = () => {
        open.result.close();
        done();
      };
      transaction.onerror = () => fail(transaction.error);
    };
  });
}

/**
 * The page script that notes the page's clock when its content first shows, checked on every
 * change of the page as it happens (a poll would notice late and count what came after).
 */
const noteWhenContentShows = `(() => {
  const shows = ${contentShows.toString()};
  const observer = new MutationObserver(() => {
    if (!shows()) return;
    window.__contentShownAt = Date.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

const counted = new Set(['script', 'stylesheet']);
/** A busy machine can take a while to show a screen the first time. */
const settleTimeoutMs = 60_000;

/**
 * Opens `address` in a fresh browser context as `auth` (signed out when null) and answers
 * what it downloaded until it showed its content, with where it landed, so that a screen that
 * sent the visitor elsewhere is not taken for the one meant.
 */
export async function downloadOf(
  browser: Browser,
  baseUrl: string,
  address: string,
  auth: AuthResponse | null,
): Promise<RouteDownload & { landedOn: string }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.addInitScript(noteWhenContentShows);
    const page = await context.newPage();
    if (auth) {
      // A same-origin file that runs no app code, to write the app's store from.
      await page.goto('/manifest.webmanifest');
      await page.evaluate(storeSession, auth);
    }
    // Each file with when the browser asked for it (its clock, as the page's); those asked
    // for once the content showed (a dialog's code fetched ahead) are not the screen's to carry.
    const asked: Array<Promise<FetchedFile & { type: string; at: number }>> = [];
    const note = (request: Request) => {
      if (!counted.has(request.resourceType())) return;
      const file = request.sizes().then((size) => ({
        type: request.resourceType(),
        path: new URL(request.url()).pathname,
        bytes: size.responseBodySize,
        at: request.timing().startTime,
      }));
      // One that the closing page cuts short is not waited for.
      file.catch(() => undefined);
      asked.push(file);
    };
    page.on('request', note);
    await page.goto(address);
    await screenSettled(page, settleTimeoutMs).catch(async (error: unknown) => {
      throw new Error(`${address} did not show its content: ${await whatShows(page)}`, {
        cause: error,
      });
    });
    const shownAt = await page.evaluate(
      () => (window as unknown as { __contentShownAt: number }).__contentShownAt,
    );
    const files = (await Promise.all(asked)).filter(({ at }) => at <= shownAt);
    const of = (type: string): Download => {
      const ofType = files.filter((file) => file.type === type);
      return { bytes: ofType.reduce((sum, file) => sum + file.bytes, 0), files: ofType.length };
    };
    return {
      scripts: of('script'),
      styles: of('stylesheet'),
      largestScripts: files
        .filter((file) => file.type === 'script')
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ path, bytes }) => ({ path, bytes })),
      landedOn: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

/** Where a page that never showed its content stands: its address, title and what still loads. */
async function whatShows(page: Page): Promise<string> {
  const shows = await page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent ?? null,
    loading: document.querySelectorAll('[data-skeleton], [role="progressbar"]').length,
  }));
  const heading = shows.heading === null ? 'no title' : `the title "${shows.heading}"`;
  return `on ${new URL(page.url()).pathname} after ${settleTimeoutMs / 1000} s, ${heading} and ${shows.loading} loading indicators`;
}
