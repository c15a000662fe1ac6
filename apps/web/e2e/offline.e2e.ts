import type { Page, Response } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aCashBooking, aMadridClub, buildWorld, type Account } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

/** Waits until the service worker has installed the app shell and answers this page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every response the page receives from now on, with where it came from. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

const pathOf = (response: Response) => new URL(response.url()).pathname;

/** The installable app: its manifest, and its shell opening with the network cut. */
describe('installable app', () => {
  // A player with two bookings ahead, at a club of their own.
  let player: Account;
  beforeAll(async () => {
    const world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub('Vallecas Padel Club')],
      players: [{ name: 'Pablo' }],
    });
    player = world.player('Pablo');
    const club = world.club('Vallecas Padel Club');
    for (const days of [3, 4])
      await aCashBooking(player, club, { court: 'Padel 1', date: clubDateIn(days), hour: 18 });
  });
  let session: Session;
  beforeEach(async () => {
    session = await openPhone('en-US', { serviceWorkers: 'allow' });
  });
  afterEach(() => session.close());
  /** A phone whose browser speaks Arabic, in place of this test's English one. */
  async function arabicPhone(): Promise<Session> {
    await session.close();
    session = await openPhone('ar', { serviceWorkers: 'allow' });
    return session;
  }

  it('names its manifest and icons: 192 and 512 pixels, and a maskable one', async () => {
    const { page } = session;
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href!)).json()) as {
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.status(), icon.src).toBe(200);
      expect(picture.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  it('opens offline and says so; API calls and the live stream never pass through the worker', async () => {
    const { page, context } = session;
    await signIn(page, player.username, player.password);
    await screenSettled(page);
    await controlledByServiceWorker(page);

    // Online, under the worker: the page comes from its cache, every API answer (the
    // notifications stream included) straight from the server.
    const responses = recordResponses(page);
    await page.reload();
    await screenSettled(page);
    await expect
      .poll(() => responses.some((r) => pathOf(r) === '/api/user/me/notifications/stream'))
      .toBe(true);
    const document_ = responses.find((r) => pathOf(r) === '/user');
    expect(document_?.fromServiceWorker()).toBe(true);
    const api = responses.filter((r) => pathOf(r).startsWith('/api/'));
    expect(api.length).toBeGreaterThan(1);
    expect(api.filter((r) => r.fromServiceWorker()).map(pathOf)).toEqual([]);
    expect(await page.getByText("You're offline.").count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    // The shell paints from the cache, in its language, and says why nothing new loads.
    const notice = page.getByRole('status').filter({ hasText: "You're offline." });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'Bookings, payments and other changes need a connection.',
    );
    await expect.poll(() => page.getByRole('navigation').getByText('Menu').isVisible()).toBe(true);
    await checkScreen(page, 'offline-home-en');

    // Back online, the notice goes by itself.
    await context.setOffline(false);
    await expect.poll(() => page.getByText("You're offline.").count()).toBe(0);
  });

  it('keeps the chosen language offline: the translations are in the cache', async () => {
    const { page, context } = session;
    await signIn(page, player.username, player.password);
    await controlledByServiceWorker(page);
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت.' });
    await notice.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByText('القائمة').first().isVisible()).toBe(true);
    await checkScreen(page, 'offline-menu-ar');
  });

  const texts = {
    en: {
      upcoming: 'Upcoming',
      lastLoaded: /Your bookings as last loaded/,
      backOnline: "This shows when you're back online.",
    },
    ar: {
      upcoming: 'القادمة',
      lastLoaded: /حجوزاتك كما حُمّلت آخر مرة/,
      backOnline: 'سيظهر هذا عند عودتك إلى الاتصال.',
    },
  } as const;

  it.each(['en', 'ar'] as const)(
    'keeps the bookings last loaded readable offline, and a list never loads forever (%s)',
    async (language) => {
      const { page, context } = language === 'en' ? session : await arabicPhone();
      const text = texts[language];
      await signIn(page, player.username, player.password);
      await controlledByServiceWorker(page);
      await page.goto('/user/my-booking');
      const upcoming = page.getByRole('list', { name: text.upcoming });
      await upcoming.waitFor();
      const cardsOnline = await upcoming.getByRole('listitem').allTextContents();
      expect(cardsOnline.length).toBeGreaterThan(0);
      // Written to the device at most a second after it loaded.
      await page.waitForTimeout(1500);

      await context.setOffline(true);
      await page.reload();
      await upcoming.waitFor();
      // Court, time and club, as they were, with when they were last loaded.
      expect(await upcoming.getByRole('listitem').allTextContents()).toEqual(cardsOnline);
      await page.getByText(text.lastLoaded).waitFor();
      await checkScreen(page, `offline-my-booking-${language}`);

      // A list never loaded says it is offline instead of showing skeletons for ever.
      await page.goto('/user/coins-pack');
      await page.getByText(text.backOnline).first().waitFor();
      expect(await page.locator('[data-skeleton]').count()).toBe(0);
      await checkScreen(page, `offline-coins-pack-${language}`);
    },
  );
});
