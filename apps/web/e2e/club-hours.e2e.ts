import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aCashBooking, aMadridClub, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

const narrow = { width: 360, height: 780 };
// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };

async function toArabic(session: Session) {
  const { page } = session;
  await page.goto('/user/menu');
  await page.getByText('Select Language').click();
  await page.getByText('العربية').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir), soon).toBe('rtl');
}

describe('opening hours and closures of a club', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub('Arganzuela Padel Club')],
      players: [{ name: 'Sofía' }],
    });
  });
  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    owner = await openPhone();
    player = await openPhone();
    await owner.page.setViewportSize(narrow);
    await player.page.setViewportSize(narrow);
  });
  afterEach(async () => {
    await owner.close();
    await player.close();
  });

  it('the owner closes a court over a booking: the list, the cancellation, and the closed day the player sees, in English and Arabic', async () => {
    const { page } = owner;
    const date = clubDateIn(45);
    const club = world.club('Arganzuela Padel Club');
    const sofia = world.player('Sofía');
    const court = club.courts[0]!;
    await aCashBooking(sofia, club, { court: court.name, date, hour: 10 });

    // From the owner's courts to the club's hours: the week and the closures.
    await signIn(page, club.owner.username, club.owner.password);
    await page.goto('/user/club-courts');
    await page.getByRole('button', { name: 'Opening hours and closures' }).click();
    await page.waitForURL('**/user/club-courts/hours');
    await expect
      .poll(() => page.getByRole('switch', { name: 'Mon: open' }).isVisible(), soon)
      .toBe(true);
    await screenSettled(page);
    await checkScreen(page, 'club-hours-en');

    // Closing the court that day is refused with the booking it would cancel, then confirmed.
    await page.getByRole('button', { name: 'Close the club or a court' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the club or a court' });
    await dialog.getByLabel('What closes').selectOption({ label: court.name });
    await dialog.getByLabel('First day').fill(date);
    await dialog.getByLabel('Last day').fill(date);
    await dialog.getByLabel('Reason').fill('Resurfacing');
    await checkScreen(page, 'club-closure-en');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const hits = page.getByRole('dialog', { name: 'This closure would cancel bookings' });
    await expect.poll(() => hits.isVisible(), soon).toBe(true);
    expect(await hits.textContent()).toContain(`${date} 10:00–11:00`);
    await checkScreen(page, 'club-closure-hits-en');
    await hits.getByRole('button', { name: 'Cancel them and close' }).click();
    const closures = page.getByRole('list', { name: 'Closures' });
    await expect.poll(() => closures.textContent(), soon).toContain('Resurfacing');
    await checkScreen(page, 'club-closures-en');

    // The player finds that day closed on the booking screen, and why.
    const p = player.page;
    await signIn(p, sofia.username, sofia.password);
    await p.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await expect
      .poll(() => p.getByText('Closed: \u2068Resurfacing\u2069').isVisible(), soon)
      .toBe(true);
    const ten = p.getByRole('button', { name: /^10:00,/ });
    expect(await ten.getAttribute('aria-label')).toBe('10:00, Not available');
    await screenSettled(p);
    await checkScreen(p, 'book-closed-day-en');

    // The same screens in Arabic, right to left.
    await toArabic(owner);
    await page.goto('/user/club-courts/hours');
    await expect.poll(() => page.getByText('Resurfacing').isVisible(), soon).toBe(true);
    await screenSettled(page);
    await checkScreen(page, 'club-hours-ar');
    await page.getByRole('button', { name: 'إغلاق النادي أو ملعب' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible(), soon).toBe(true);
    await checkScreen(page, 'club-closure-ar');
    await toArabic(player);
    await p.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await expect
      .poll(() => p.getByText('مغلق: \u2068Resurfacing\u2069').isVisible(), soon)
      .toBe(true);
    await screenSettled(p);
    await checkScreen(p, 'book-closed-day-ar');
  }, 180_000);
});
