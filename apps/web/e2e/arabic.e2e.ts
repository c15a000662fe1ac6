import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, clubDateIn } from './support/api.js';
import { openPhone, signIn, storedKeys, type Session } from './support/browser.js';
import { checkScreen, screenSettled } from './support/screens.js';
import { startJourneyServer, type JourneyServer } from './support/server.js';

/**
 * The demo world's smoke journey, the one journey on it (the others start from an empty
 * server): the demo accounts sign in, and its home, clubs and booking grid show in English and
 * in Arabic, right to left.
 */
describe('the demo world in Arabic, right to left', () => {
  let server: JourneyServer;
  beforeAll(async () => {
    server = await startJourneyServer({ SEED_DEMO: 'true' });
  });
  afterAll(() => server.stop());

  let session: Session;
  beforeEach(async () => {
    session = await openPhone('ar', { baseUrl: server.baseUrl });
  });
  afterEach(() => session.close());

  const direction = () => session.page.evaluate(() => document.documentElement.dir);

  it("opens sign-in in the browser's Arabic, offers the language there, and keeps it across log out", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(direction).toBe('rtl');
    // The root turns right to left as the texts load, a moment before the screen renders.
    await expect
      .poll(() => page.getByRole('heading', { name: 'مرحبًا بعودتك' }).isVisible())
      .toBe(true);
    const arabicSwitch = page.getByRole('combobox', { name: 'اختر اللغة' });
    expect(await arabicSwitch.inputValue()).toBe('ar');
    await checkScreen(page, 'login-ar-360');

    await arabicSwitch.selectOption('en');
    await expect.poll(direction).toBe('ltr');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'login-en-360');
    await page.getByRole('combobox', { name: 'Select Language' }).selectOption('ar');
    await expect.poll(direction).toBe('rtl');

    await signIn(page, 'player');
    await page.goto('/user/menu');
    await page.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
    await page.waitForURL('**/login');
    // The rest of the device is wiped; the language is no personal data and stays.
    expect(await storedKeys(page)).toEqual(['lang']);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'مرحبًا بعودتك' }).isVisible())
      .toBe(true);
    expect(await direction()).toBe('rtl');
  });

  it('mirrors every screen once Arabic is chosen, and keeps the choice', async () => {
    const { page, baseUrl } = session;
    // Someone on an Arabic phone who reads English first, then chooses Arabic in the menu.
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'اختر اللغة' }).selectOption('en');
    await expect.poll(direction).toBe('ltr');
    await signIn(page, 'owner');
    const get = await apiAs(baseUrl, 'owner');
    const [club] = await get<Array<{ id: string; courts: Array<{ id: string; name: string }> }>>(
      '/user/club/all?type=padel',
    );
    const court = club!.courts[0]!;
    const date = clubDateIn(1);
    const bookCourt = `/user/book-court/${club!.id}?court=${court.id}&date=${date}`;
    // The demo's home and a club's booking grid in English first.
    for (const [name, path] of [
      ['demo-home-en', '/user'],
      ['demo-book-court-en', bookCourt],
    ]) {
      await page.goto(path!);
      await screenSettled(page);
      await checkScreen(page, name!);
    }
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.getByText('القائمة').first().isVisible()).toBe(true);
    await checkScreen(page, 'menu-ar');

    const screens: Array<[string, string]> = [
      ['home-ar', '/user'],
      ['find-club-ar', '/user/find-padel-court'],
      ['book-court-ar', bookCourt],
      ['my-booking-ar', '/user/my-booking'],
      ['coins-pack-ar', '/user/coins-pack'],
      ['manage-reservation-ar', '/user/manage-reservation'],
      ['about-us-ar', '/user/about-us'],
      ['faq-ar', '/user/faq'],
    ];
    for (const [name, path] of screens) {
      await page.goto(path);
      await screenSettled(page);
      expect(await page.evaluate(() => document.documentElement.dir), name).toBe('rtl');
      // Nothing may spill past the phone's width when mirrored.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      await checkScreen(page, name);
    }
    // Eleven screens, each checked by axe: longer than a one-screen journey.
  }, 180_000);
});
