import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { checkScreen, screenSettled } from './support/screens.js';

const narrow = { width: 360, height: 780 };
// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };

/** A signed-in caller of the API for the writes a journey sets its stage with. */
async function writerAs(baseUrl: string, username: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: username, password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  return (method: 'POST' | 'DELETE', path: string, body?: object) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
}

async function toArabic(session: Session) {
  const { page } = session;
  await page.goto('/user/menu');
  await page.getByText('Select Language').click();
  await page.getByText('العربية').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir), soon).toBe('rtl');
}

describe('opening hours and closures of a club', () => {
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
    const { page, baseUrl } = owner;
    const date = clubDateIn(45);
    const ownerApi = await apiAs(baseUrl, 'owner');
    const club = await ownerApi<{ id: string; courts: Array<{ id: string; name: string }> }>(
      '/user/me/club',
    );
    const court = club.courts[0]!;
    const booked = await (
      await writerAs(baseUrl, 'player2')
    )('POST', '/booking/payment/cash', {
      court: court.name,
      courtID: court.id,
      clubID: club.id,
      date,
      startTime: '10:00',
      endTime: '11:00',
      duration: 60,
      isAvailable: false,
    });
    expect(booked.status).toBe(201);

    // From the owner's courts to the club's hours: the week and the closures.
    await signIn(page, 'owner');
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
    await dialog.getByLabel('What closes').click();
    await page.getByRole('option', { name: court.name }).click();
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
    await signIn(p, 'player2');
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

    // The court opens again for the journeys after this one.
    const hours = await ownerApi<{ closures: Array<{ id: string }> }>('/owner/hours');
    const write = await writerAs(baseUrl, 'owner');
    for (const closure of hours.closures) await write('DELETE', `/owner/closures/${closure.id}`);
  }, 180_000);
});
