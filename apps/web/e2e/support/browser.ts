import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { journeyServerUrl } from './journey-server.js';
import { chromiumArgs, chromiumPath } from './chromium.js';

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Closes this phone (its context); the browser behind it serves the file's next phone. */
  close(): Promise<void>;
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per journey file: each phone is a context of its own (its own cookies, storage
 * and service workers), which is all a second browser gave, without a second start-up.
 */
function browserOfThisFile(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return sharedBrowser;
}

/** Ends the file's browser; run after each journey file (support/setup.ts). */
export async function closeBrowserOfThisFile(): Promise<void> {
  const browser = sharedBrowser;
  sharedBrowser = undefined;
  if (browser) await (await browser).close();
}

interface PhoneOptions {
  /**
   * The app's service worker. Journeys run without it unless they are about it
   * (offline.e2e.ts): on a first visit it precaches the whole app shell in parallel with the
   * journey, which on a busy machine slows the first screens past the journeys' short waits.
   * It never handles API calls or the notifications stream (offline.e2e.ts checks that), so
   * what the other journeys test is the same with it or without it.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Another server than the journeys' shared one (a journey on an empty database). */
  baseUrl?: string;
  /** The screen's width in CSS pixels (390 unless told). */
  width?: number;
  /** The phone's own time zone (the machine's unless told), where its owner lives. */
  timeZone?: string;
}

/** A phone-sized browser page against the journey server. */
export async function openPhone(
  locale = 'en-US',
  {
    serviceWorkers = 'block',
    baseUrl = journeyServerUrl(),
    width = 390,
    timeZone,
  }: PhoneOptions = {},
): Promise<Session> {
  const browser = await browserOfThisFile();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    ...(timeZone && { timezoneId: timeZone }),
    serviceWorkers,
  });
  // Every content security policy violation a page meets is kept for checkScreen.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const page = await context.newPage();
  return { context, page, baseUrl, close: () => context.close() };
}

/** Signs in whatever language the sign-in screen is in (an Arabic browser's first visit is). */
export async function signIn(page: Page, identifier: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(identifier);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/user');
}

/** Signs a new padel player up on the register screen it is on, in English, as a person would. */
export async function signUpOnScreen(
  page: Page,
  person: { username: string; name: string; phone: string; password: string },
): Promise<void> {
  await page.getByPlaceholder('Unique username').fill(person.username);
  await page.getByLabel('First Name').fill(person.name);
  await page.getByLabel('Phone Number').fill(person.phone);
  await page.getByRole('button', { name: 'Padel' }).click();
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** The keys the app keeps in its IndexedDB store (database and store 'courtside'). */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('courtside');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('courtside')) return done([]);
          const keys = db.transaction('courtside').objectStore('courtside').getAllKeys();
          keys.onsuccess = () => done(keys.result.map(String));
          keys.onerror = () => fail(keys.error);
        };
      }),
  );
}
